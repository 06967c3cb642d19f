import { useAtom, useSetAtom } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { media, zIndex } from '@agency/site-kit/theme';
import { PageViews } from '../analytics/PageViews';
import { useSiteServices } from '../app/site-services';
import { COPYRIGHT_YEAR, brand } from '../brand/brand';
import { CookieConsent } from '../consent/CookieConsent';
import { ChatWidgetPart, StartProjectPart } from '../remotes/remote-parts';
import { cPopupStateAtom, setLoadingAtom } from '../ui-state/atoms';
import { Footer } from './Footer';
import { Header } from './Header';
import { useAfterFirstPaint } from './useAfterFirstPaint';
import { useSizing } from './useSizing';

/** Same-origin: the site server proxies chat-server's /api and /socket.io. */
const CHAT_SERVER_BASE_URL = '';

/**
 * The frame of every page: header, page, start-project section, footer, cookie
 * banner, chat. The start-project section and the chat load once the page has
 * painted (or at once when the visitor opens the start-project form), so they
 * never hold back the page itself.
 */
export function Layout() {
  const { analytics } = useSiteServices();
  const [contactPopupOpen, setContactPopupOpen] = useAtom(cPopupStateAtom);
  const setLoading = useSetAtom(setLoadingAtom);
  const afterFirstPaint = useAfterFirstPaint();
  useSizing();
  useFocusOnNavigation();

  return (
    <>
      <PageViews analytics={analytics} />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header brandName={brand.name} />
      <Main id="main" tabIndex={-1}>
        <Outlet />
        {(afterFirstPaint || contactPopupOpen) && (
          <StartProjectPart
            brand={brand}
            track={analytics.track}
            isPopupOpen={contactPopupOpen}
            onPopupOpenChange={setContactPopupOpen}
            setLoading={setLoading}
            apiBaseUrl={CHAT_SERVER_BASE_URL}
          />
        )}
      </Main>
      <Footer brandName={brand.name} copyrightYear={COPYRIGHT_YEAR} />
      <CookieConsent />
      {afterFirstPaint && <ChatWidgetPart brand={brand} track={analytics.track} apiBaseUrl={CHAT_SERVER_BASE_URL} />}
    </>
  );
}

/**
 * After every navigation (header, drawer, footer, in-page links, even to the
 * current page): the new page starts at its top, before it is painted, and
 * focus moves to it for screen-reader and keyboard users.
 */
function useFocusOnNavigation(): void {
  const { key } = useLocation();
  const previousKey = useRef(key);

  useLayoutEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [key]);
}

const Main = styled.main`
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.headerHeight.desktop}px;

  &:focus {
    outline: none;
  }

  /* Focus in the footer: the browser then keeps the footer in place when the page area above it
     changes size (scroll anchoring looks for its anchor outside this element), so the start-project
     section, mounted once the browser is idle, never pushes a focused footer link out of view. */
  &:has(~ footer :focus) {
    overflow-anchor: none;
  }

  ${media.below.mobile} {
    padding-top: ${({ theme }) => theme.headerHeight.mobile}px;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: ${zIndex.skipLink};
  padding: 12px 16px;
  background: ${({ theme }) => theme.palette.black};
  color: ${({ theme }) => theme.palette.white};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;
