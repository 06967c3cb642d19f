/** The visitor's consent as app state, persisted and mirrored to Consent Mode. */
import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import { updateConsentMode } from './consent-mode';
import { DEFAULT_CONSENT, readConsent, writeConsent, type ConsentChoices, type ConsentRecord } from './consent-record';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice (read when a store first needs it); null until the visitor has chosen (the banner shows). */
export const consentAtom = atomWithDefault<ConsentRecord | null>(() => readConsent(browserStorage()));

/** The choice in force: the stored one, or the defaults until one is made. */
export const effectiveConsentAtom = atom<ConsentChoices>((get) => get(consentAtom) ?? DEFAULT_CONSENT);

/** Whether the preferences dialog is open (Settings, or the footer's 'Cookie settings'). */
export const consentDialogOpenAtom = atom(false);

/** Stores a choice, hides the banner and updates Consent Mode. */
export const chooseConsentAtom = atom(null, (_get, set, choices: ConsentChoices) => {
  const record = writeConsent(browserStorage(), choices);
  set(consentAtom, record);
  updateConsentMode(record);
});
