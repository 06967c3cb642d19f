import type { SiteBrand } from '@agency/site-kit/contracts';
import type { Ref } from 'react';
import styled from 'styled-components';
import { NO_RESPONSE_STATUS } from '../shared/send-message';
import { SEND_ERRORS } from './content';

const TOO_MANY_REQUESTS = 429;
const BAD_REQUEST = 400;

function failureText(status: number, brand: SiteBrand): string {
  if (status === NO_RESPONSE_STATUS) return SEND_ERRORS.unreachable(brand);
  if (status === TOO_MANY_REQUESTS) return SEND_ERRORS.rateLimited;
  if (status === BAD_REQUEST) return SEND_ERRORS.invalid;
  return SEND_ERRORS.server(brand);
}

interface SendFailureAlertProps {
  ref: Ref<HTMLElement | null>;
  brand: SiteBrand;
  status: number;
}

/** A failed send, said plainly, with the reassurance that nothing typed is lost. */
export function SendFailureAlert({ ref, brand, status }: SendFailureAlertProps) {
  return (
    <Alert ref={ref as Ref<HTMLDivElement>} role="alert" tabIndex={-1}>
      <strong>{SEND_ERRORS.title}</strong> {failureText(status, brand)} {SEND_ERRORS.kept}
    </Alert>
  );
}

const Alert = styled.div`
  margin: 0 0 1rem;
  padding: 0.9rem 1rem;
  border: 2px solid ${({ theme }) => theme.palette.danger};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.white};
`;
