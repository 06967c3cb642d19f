import * as Dialog from '@radix-ui/react-dialog';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { media, zIndex } from '@agency/tooling/theme';
import { useFixedBottomHeight } from './useFixedBottomHeight';
import { REJECT_ALL, acceptAllFor, hasGlobalPrivacyControl, type ConsentChoices } from './consent-record';
import { chooseConsentAtom, consentAtom, consentDialogOpenAtom, effectiveConsentAtom } from './consent-state';
import { buttonStyle, modalBackdropStyle, modalFrameStyle } from '@agency/tooling/ui';

/** The cookie preferences dialog is narrower than the site's other dialogs. */
const CONSENT_DIALOG_MAX_WIDTH_PX = 520;

/** docs/product-rules.md §2 cookie banner text. */
export const COOKIE_BANNER_TEXT = 'We use cookies to improve your experience. By continuing, you accept our Privacy Policy.';

type OptionalCategory = 'analytics' | 'marketing' | 'functional';

const CATEGORIES: ReadonlyArray<{ key: 'necessary' | OptionalCategory; label: string; description: string }> = [
  { key: 'necessary', label: 'Necessary', description: 'Keep the site and the chat assistant working. Always on.' },
  { key: 'functional', label: 'Functional', description: 'Remember your preferences between visits.' },
  { key: 'analytics', label: 'Analytics', description: 'Count page views and chat use so we can improve the site.' },
  { key: 'marketing', label: 'Marketing', description: 'Measure our campaigns. Off when your browser sends Global Privacy Control, unless you switch it on here.' },
];

/** The cookie banner (until a choice is stored) and the preferences dialog. */
export function CookieConsent() {
  const stored = useAtomValue(consentAtom);
  const [dialogOpen, setDialogOpen] = useAtom(consentDialogOpenAtom);
  const choose = useSetAtom(chooseConsentAtom);
  const gpc = hasGlobalPrivacyControl();
  const bannerRef = useFixedBottomHeight<HTMLDivElement>();
  const opener = useOpener(dialogOpen);

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
      <Dialog.Root open={dialogOpen} onOpenChange={setDialogOpen}>
        <Dialog.Portal>
          <Overlay />
          <Panel onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}>
            {dialogOpen && <PreferencesForm onSaved={() => setDialogOpen(false)} />}
          </Panel>
        </Dialog.Portal>
      </Dialog.Root>
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

/** Back to the opener; if it is gone (the banner hides once a choice is saved), to the page. */
function returnFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected && opener !== document.body) {
    opener.focus();
    return;
  }
  document.getElementById('main')?.focus({ preventScroll: true });
}

function PreferencesForm({ onSaved }: { onSaved: () => void }) {
  const current = useAtomValue(effectiveConsentAtom);
  const choose = useSetAtom(chooseConsentAtom);
  const [choices, setChoices] = useState<ConsentChoices>(current);
  const idPrefix = useId();

  const save = () => {
    choose(choices);
    onSaved();
  };

  return (
    <>
      <Dialog.Title>Cookie preferences</Dialog.Title>
      <Dialog.Description>Choose which cookies and similar storage we may use. You can change this at any time from the footer.</Dialog.Description>
      <Toggles>
        {CATEGORIES.map(({ key, label, description }) => {
          const id = `${idPrefix}-${key}`;
          const locked = key === 'necessary';
          return (
            <li key={key}>
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={locked ? true : choices[key]}
                disabled={locked}
                aria-describedby={`${id}-description`}
                onChange={(event) => {
                  if (!locked) setChoices({ ...choices, [key]: event.target.checked });
                }}
              />
              <label htmlFor={id}>{label}</label>
              <span id={`${id}-description`}>{description}</span>
            </li>
          );
        })}
      </Toggles>
      <Actions>
        <ChoiceButton type="button" onClick={save}>
          Save Preferences
        </ChoiceButton>
      </Actions>
    </>
  );
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;

  /* One row of three equal buttons on a phone, so the banner covers less of the page. */
  ${media.below.mobile} {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
    gap: 8px;
    width: 100%;
  }
`;

/** Accept, reject and settings have equal weight: one style for all three. */
const ChoiceButton = styled.button`
  ${buttonStyle('neutral')}
  min-width: 140px;
  min-height: 44px;
  padding: 0 20px;
  font-weight: 600;

  ${media.below.mobile} {
    min-width: 0;
    padding: 0 8px;
  }
`;

const Overlay = styled(Dialog.Overlay)`
  ${modalBackdropStyle()}
`;

const Panel = styled(Dialog.Content)`
  ${modalFrameStyle(CONSENT_DIALOG_MAX_WIDTH_PX)}
  padding: 24px;

  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.type.size.title};
  }
`;

const Toggles = styled.ul`
  display: grid;
  gap: 16px;
  margin: 20px 0 24px;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 12px;
    align-items: center;
  }

  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.palette.brandText};
  }

  label {
    font-weight: 600;
  }

  span {
    grid-column: 2;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${({ theme }) => theme.type.size.small};
  }
`;
