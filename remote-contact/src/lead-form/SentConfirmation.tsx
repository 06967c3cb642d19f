import type { SiteBrand } from '@agency/site-kit/contracts';
import type { Ref } from 'react';
import styled from 'styled-components';
import { SecondaryButton } from '../shared/ui/buttons';
import { BUTTONS, SENT_TEXT } from './content';

interface SentConfirmationProps {
  ref: Ref<HTMLElement | null>;
  brand: SiteBrand;
  name: string;
  email: string;
  leadId: string;
}

/** The clear success state after a send; focus lands on its heading. */
export function SentConfirmation({
  ref,
  brand,
  name,
  email,
  leadId,
  onStartNewBrief,
}: SentConfirmationProps & { onStartNewBrief: () => void }) {
  return (
    <Panel>
      <Title ref={ref as Ref<HTMLHeadingElement>} tabIndex={-1}>
        {SENT_TEXT.title}
      </Title>
      <p>{SENT_TEXT.body(name, email, brand)}</p>
      <p>{SENT_TEXT.reference(leadId)}</p>
      <SecondaryButton type="button" onClick={onStartNewBrief}>
        {BUTTONS.newBrief}
      </SecondaryButton>
    </Panel>
  );
}

const Panel = styled.div`
  padding: 1.5rem;
  border: 2px solid ${({ theme }) => theme.palette.brandText};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.surface};
`;

const Title = styled.h3`
  margin-top: 0;
  font-size: ${({ theme }) => theme.type.size.title};
`;
