import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { media, zIndex } from '@agency/site-kit/theme';
import { useFixedBottomHeight } from './useFixedBottomHeight';
import { REJECT_ALL, acceptAllFor, hasGlobalPrivacyControl } from './consent-record';
import { chooseConsentAtom, consentAtom, consentDialogOpenAtom } from './consent-state';
import { Actions, ChoiceButton } from './consent-buttons';

const CookiePreferencesDialog = lazy(() => import('./CookiePreferencesDialog'));

/** docs/product-rules.md §2 cookie banner text. */
export const COOKIE_BANNER_TEXT = 'We use cookies to improve your experience. By continuing, you accept our Privacy Policy.';

/** The cookie banner (until a choice is stored) and the preferences dialog. */
export function CookieConsent() {
  const stored = useAtomValue(consentAtom);
  const [dialogOpen, setDialogOpen] = useAtom(consentDialogOpenAtom);
  const choose = useSetAtom(chooseConsentAtom);
  const gpc = hasGlobalPrivacyControl();
  const bannerRef = useFixedBottomHeight<HTMLDivElement>();
  const opener = useOpener(dialogOpen);
  // The dialog (and its dialog library) mounts from its first opening on.
  const [dialogUsed, setDialogUsed] = useState(dialogOpen);
  if (dialogOpen && !dialogUsed) setDialogUsed(true);

  return (
    <>
      {stored === null && (
        // Stays mounted under the modal preferences, so focus can come back to its Settings button.
        <Banner ref={bannerRef} role="region" aria-label="Cookie consent">
          <p>
            {COOKIE_BANNER_TEXT.replace(' our Privacy Policy.', ' our ')}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
          <Actions>
            <ChoiceButton type="button" onClick={() => choose(acceptAllFor(gpc))}>
              Accept All
            </ChoiceButton>
            <ChoiceButton type="button" onClick={() => choose(REJECT_ALL)}>
              Reject All
            </ChoiceButton>
            <ChoiceButton type="button" onClick={() => setDialogOpen(true)}>
              Settings
            </ChoiceButton>
          </Actions>
        </Banner>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open={dialogOpen} onOpenChange={setDialogOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The element that had focus when the preferences opened (the footer's
 * 'Cookie settings', the policy's button, the banner's Settings): focus goes
 * back there when they close (WAI-ARIA modal dialog pattern).
 */
function useOpener(dialogOpen: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // Before the dialog moves focus into itself.
  useLayoutEffect(() => {
    if (dialogOpen) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [dialogOpen]);
  return opener;
}

const Banner = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${zIndex.cookieBanner};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding: 16px 32px;
  padding-right: 112px;
  background: ${({ theme }) => theme.palette.white};
  border-top: 2px solid ${({ theme }) => theme.palette.black};
  box-shadow: 0 -4px 24px rgb(0 0 0 / 12%);

  p {
    margin: 0;
    max-width: 60ch;
  }

  a {
    color: ${({ theme }) => theme.palette.brandText};
  }

  ${media.below.mobile} {
    padding: 12px 16px 84px;
  }
`;
