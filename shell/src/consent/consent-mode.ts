/**
 * Google Consent Mode v2. The page's inline script sets every non-essential
 * storage to denied before anything else runs; this module sends the update
 * from the visitor's choice on every load and on every change.
 */
import type { ConsentChoices } from './consent-record';

type ConsentState = 'granted' | 'denied';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

/** The Consent Mode signals of a choice. */
export function consentModeSignals(choices: ConsentChoices): Record<string, ConsentState> {
  return {
    analytics_storage: state(choices.analytics),
    ad_storage: state(choices.marketing),
    ad_user_data: state(choices.marketing),
    ad_personalization: state(choices.marketing),
    functionality_storage: state(choices.functional),
    personalization_storage: state(choices.functional),
  };
}

export function updateConsentMode(choices: ConsentChoices): void {
  // gtag pushes an `arguments` object, which is what the tag manager expects for consent commands.
  window.gtag?.('consent', 'update', consentModeSignals(choices));
}
