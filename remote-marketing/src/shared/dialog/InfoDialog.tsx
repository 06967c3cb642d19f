import * as Dialog from '@radix-ui/react-dialog';
import { media } from '@agency/site-kit/theme';
import { useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { OutlineButton } from '../OutlineButton';
import { enterAnimation, modalBackdropStyle, modalFrameStyle } from '@agency/site-kit/ui';

/** docs/product-rules.md §9: modal max width. */
export const DIALOG_MAX_WIDTH_PX = 600;
export const DIALOG_CLOSE_LABEL = 'Close';
const BACKDROP_FADE_MS = 200;
const RISE_IN_MS = 250;

export interface InfoDialogProps {
  title: string;
  description: string;
  /** Shown above the title, e.g. a logo or an illustration. */
  media?: ReactNode;
  onClose: () => void;
}

/**
 * A modal dialog with a title, a description and a Close button. Radix gives
 * the WAI-ARIA modal pattern: focus moves in, Tab wraps, Escape and a click
 * outside close it; focus returns to the element that opened it.
 */
export default function InfoDialog({ title, description, media: visual, onClose }: InfoDialogProps) {
  // The dialog is opened by state rather than a Radix Trigger, so Radix does
  // not know the opener: remember what had focus when it opened.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Overlay />
        <Content
          aria-modal="true"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
        >
          {visual && <Visual>{visual}</Visual>}
          <Title>{title}</Title>
          <Description>{description}</Description>
          <Dialog.Close asChild>
            <OutlineButton type="button">{DIALOG_CLOSE_LABEL}</OutlineButton>
          </Dialog.Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const riseIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -46%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(Dialog.Overlay)`
  ${modalBackdropStyle(BACKDROP_FADE_MS)}
`;

const Content = styled(Dialog.Content)`
  ${modalFrameStyle(DIALOG_MAX_WIDTH_PX)}
  padding: 32px;
  ${enterAnimation(RISE_IN_MS, riseIn)}

  ${media.below.mobile} {
    padding: 24px 20px;
  }
`;

const Visual = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: 16px;
`;

const Title = styled(Dialog.Title)`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.type.size.titleLarge};
  line-height: 1.25;
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 24px;
  font-size: ${({ theme }) => theme.type.size.button};
`;
