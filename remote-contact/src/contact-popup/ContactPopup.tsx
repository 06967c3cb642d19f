import type { StartProjectProps } from '@agency/site-kit/contracts';
import { media } from '@agency/site-kit/theme';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import styled from 'styled-components';
import { StartProjectForm } from '../lead-form';
import { POPUP_FADE_MS, POPUP_MAX_WIDTH_PX, POPUP_TEXT } from './content';
import { enterAnimation, iconButtonStyle, modalBackdropStyle, modalFrameStyle } from '@agency/site-kit/ui';

type ContactPopupProps = Pick<StartProjectProps, 'brand' | 'track' | 'apiBaseUrl' | 'setLoading' | 'isPopupOpen' | 'onPopupOpenChange'>;

/**
 * The shell's buttons open the popup (there is no Radix trigger), so the
 * popup remembers what had focus and returns focus there on close.
 */
function useFocusHandOff() {
  const openerRef = useRef<HTMLElement | null>(null);

  /** Focus lands in the form's first field, so typing can start at once. */
  const onOpenAutoFocus = (event: Event) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const content = event.currentTarget;
    if (!(content instanceof HTMLElement)) return;
    const field = content.querySelector<HTMLElement>('form input:not([tabindex="-1"]), form textarea');
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  const onCloseAutoFocus = (event: Event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };

  return { onOpenAutoFocus, onCloseAutoFocus };
}

/**
 * The contact popup (docs/product-rules.md §2): a WAI-ARIA modal dialog holding the 5-step
 * form. Radix gives focus in, Tab wrapping, Escape and focus return. The shell
 * owns whether it is open (cPopupState).
 */
export function ContactPopup({ isPopupOpen, onPopupOpenChange, ...formProps }: ContactPopupProps) {
  const focusHandOff = useFocusHandOff();
  return (
    <Dialog.Root open={isPopupOpen} onOpenChange={onPopupOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content {...focusHandOff}>
          <Header>
            <Title>{POPUP_TEXT.title}</Title>
            <Dialog.Close asChild>
              <CloseButton type="button" aria-label={POPUP_TEXT.close}>
                <span aria-hidden="true">×</span>
              </CloseButton>
            </Dialog.Close>
          </Header>
          <Description>{POPUP_TEXT.description(formProps.brand)}</Description>
          <StartProjectForm {...formProps} label={POPUP_TEXT.title} />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Overlay = styled(Dialog.Overlay)`
  ${modalBackdropStyle(POPUP_FADE_MS)}
`;

const Content = styled(Dialog.Content)`
  ${modalFrameStyle(POPUP_MAX_WIDTH_PX)}
  padding: 1.5rem 2rem 2rem;
  font-family: ${({ theme }) => theme.fonts.body};
  ${enterAnimation(POPUP_FADE_MS)}

  ${media.below.mobile} {
    padding: 1rem 1.25rem 1.5rem;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.type.size.titleLarge};
`;

const Description = styled(Dialog.Description)`
  margin: 0.5rem 0 1.5rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const CloseButton = styled.button`
  ${iconButtonStyle()}
  font-size: ${({ theme }) => theme.type.size.titleLarge};
  line-height: 1;
`;
