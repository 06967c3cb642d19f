// The small-screen menu drawer. Loaded on first use: the dialog library is not
// part of any page's first load (README, "Performance").
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { zIndex } from '@agency/site-kit/theme';
import { modalBackdropStyle } from '@agency/site-kit/ui';
import { Logo } from './Logo';
import { NavigationLinks } from './NavigationLinks';
import { DRAWER_WIDTH, HEADER_ANIMATION_MS, LineIcon, iconButton } from './header-parts';

export interface MenuDrawerProps {
  brandName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the drawer closes: the button that opened it. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * A modal dialog from the right with the logo and the links. Focus returns to
 * the element that opened it (the hamburger) when it closes.
 */
export default function MenuDrawer({ brandName, open, onOpenChange, opener }: MenuDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DrawerOverlay />
        <DrawerPanel
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <DrawerTop>
            <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
            <Logo name={brandName} onNavigate={close} />
            <Dialog.Close asChild>
              <CloseButton type="button" aria-label="Close menu">
                <LineIcon path="M6 6l12 12M18 6L6 18" />
              </CloseButton>
            </Dialog.Close>
          </DrawerTop>
          <nav aria-label="Main">
            <NavigationLinks direction="column" onNavigate={close} />
          </nav>
        </DrawerPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const CloseButton = styled.button`
  ${iconButton}
`;

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const DrawerOverlay = styled(Dialog.Overlay)`
  ${modalBackdropStyle(HEADER_ANIMATION_MS)}
`;

const DrawerPanel = styled(Dialog.Content)`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: ${zIndex.modal};
  width: ${DRAWER_WIDTH}px;
  max-width: 100vw;
  height: 100%;
  padding: 16px 24px;
  overflow-y: auto;
  background: ${({ theme }) => theme.palette.white};
  box-shadow: -4px 0 24px rgb(0 0 0 / 20%);
  animation: ${slideIn} ${HEADER_ANIMATION_MS}ms ease;
`;

const DrawerTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 24px;
`;
