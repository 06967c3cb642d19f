import * as Dialog from '@radix-ui/react-dialog';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import styled, { keyframes } from 'styled-components';
import { media, zIndex } from '@agency/tooling/theme';
import { cPopupStateAtom, drawerStateAtom, headerStateAtom, sizingAtom } from '../ui-state/atoms';
import { Logo } from './Logo';
import { NavigationLinks } from './NavigationLinks';
import { useHeaderAutoHide } from './useHeaderAutoHide';
import { buttonStyle, modalBackdropStyle } from '@agency/tooling/ui';

/** docs/product-rules.md §9: drawer width setting and the header/drawer animation time. */
export const DRAWER_WIDTH = 260;
export const HEADER_ANIMATION_MS = 500;

/** Fixed header with the logo, navigation, 'Start Project' and, on small screens, the drawer. */
export function Header({ brandName }: { brandName: string }) {
  const visible = useAtomValue(headerStateAtom);
  const { headerHeight } = useAtomValue(sizingAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(drawerStateAtom);
  const openContactPopup = useSetAtom(cPopupStateAtom);
  useHeaderAutoHide(headerHeight);

  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Bar $visible={visible || drawerOpen}>
      <Logo name={brandName} />
      <DesktopNavigation aria-label="Main">
        <NavigationLinks direction="row" />
      </DesktopNavigation>
      <StartProjectButton type="button" onClick={() => openContactPopup(true)}>
        Start Project
      </StartProjectButton>
      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Trigger asChild>
          <HamburgerButton type="button" aria-label="Open menu">
            <LineIcon path="M3 6h18M3 12h18M3 18h18" />
          </HamburgerButton>
        </Dialog.Trigger>
        <Dialog.Portal>
          <DrawerOverlay />
          <DrawerPanel aria-describedby={undefined}>
            <DrawerTop>
              <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
              <Logo name={brandName} onNavigate={closeDrawer} />
              <Dialog.Close asChild>
                <CloseButton type="button" aria-label="Close menu">
                  <LineIcon path="M6 6l12 12M18 6L6 18" />
                </CloseButton>
              </Dialog.Close>
            </DrawerTop>
            <nav aria-label="Main">
              <NavigationLinks direction="column" onNavigate={closeDrawer} />
            </nav>
          </DrawerPanel>
        </Dialog.Portal>
      </Dialog.Root>
    </Bar>
  );
}

/** A 24 px line icon in the text colour; the button around it carries the name. */
function LineIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const Bar = styled.header<{ $visible: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${zIndex.header};
  display: flex;
  align-items: center;
  gap: 32px;
  height: ${({ theme }) => theme.headerHeight.desktop}px;
  padding: 0 32px;
  background: ${({ theme }) => theme.palette.white};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  transform: translateY(${({ $visible }) => ($visible ? '0' : '-100%')});
  transition: transform ${HEADER_ANIMATION_MS}ms ease;

  /* A keyboard user who tabs into a hidden header sees it. */
  &:focus-within {
    transform: translateY(0);
  }

  ${media.below.mobile} {
    height: ${({ theme }) => theme.headerHeight.mobile}px;
    padding: 0 16px;
  }
`;

const DesktopNavigation = styled.nav`
  margin-left: auto;

  ${media.below.tablet} {
    display: none;
  }
`;

const StartProjectButton = styled.button`
  ${buttonStyle('primary')}

  ${media.below.tablet} {
    display: none;
  }
`;

const iconButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const HamburgerButton = styled.button`
  ${iconButton}
  margin-left: auto;

  ${media.atLeast.tablet} {
    display: none;
  }
`;

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
