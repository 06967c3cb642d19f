import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { media, zIndex } from '@agency/site-kit/theme';
import { reachIntentHandlers } from '@agency/site-kit/browser/reach-intent';
import { buttonStyle } from '@agency/site-kit/ui';
import { cPopupStateAtom, drawerStateAtom, headerStateAtom, sizingAtom } from '../ui-state/atoms';
import { HEADER_ANIMATION_MS, LineIcon, iconButton } from './header-parts';
import { Logo } from './Logo';
import { NavigationLinks } from './NavigationLinks';
import { takeStartProjectRequest } from './start-project-request';
import { useHeaderAutoHide } from './useHeaderAutoHide';

export { DRAWER_WIDTH, HEADER_ANIMATION_MS } from './header-parts';

const loadMenuDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadMenuDrawer);

/** Fixed header with the logo, navigation, 'Start Project' and, on small screens, the drawer. */
export function Header({ brandName }: { brandName: string }) {
  const visible = useAtomValue(headerStateAtom);
  const { headerHeight } = useAtomValue(sizingAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(drawerStateAtom);
  const openContactPopup = useSetAtom(cPopupStateAtom);
  // The drawer (and its dialog library) mounts from its first opening on.
  const [drawerUsed, setDrawerUsed] = useState(drawerOpen);
  const hamburger = useRef<HTMLButtonElement>(null);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  useHeaderAutoHide(headerHeight);
  // Start Project chosen on the static first screen, before this header took over.
  useEffect(() => {
    if (takeStartProjectRequest()) openContactPopup(true);
  }, [openContactPopup]);

  return (
    <Bar $visible={visible || drawerOpen}>
      <Logo name={brandName} />
      <DesktopNavigation aria-label="Main">
        <NavigationLinks direction="row" />
      </DesktopNavigation>
      <StartProjectButton type="button" onClick={() => openContactPopup(true)}>
        Start Project
      </StartProjectButton>
      <HamburgerButton
        ref={hamburger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        // Fetched as the visitor reaches for it, so the first opening is instant.
        {...reachIntentHandlers(() => void loadMenuDrawer())}
        onClick={() => setDrawerOpen(true)}
      >
        <LineIcon path="M3 6h18M3 12h18M3 18h18" />
      </HamburgerButton>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MenuDrawer brandName={brandName} open={drawerOpen} onOpenChange={setDrawerOpen} opener={hamburger} />
        </Suspense>
      )}
    </Bar>
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

const HamburgerButton = styled.button`
  ${iconButton}
  margin-left: auto;

  ${media.atLeast.tablet} {
    display: none;
  }
`;
