import type { SiteBrand } from '@agency/site-kit/contracts';

/** docs/product-rules.md §4: the marker counts as in view once more than 3 px of it are on screen. */
export const MARKER_THRESHOLD_PX = 3;
/** docs/product-rules.md §4: after the marker is seen, scroll the section to the centre after 0.5 s… */
export const SCROLL_TO_CENTER_DELAY_MS = 500;
/** …and fade it in 0.2 s after that. */
export const FADE_IN_DELAY_MS = 200;
/** Length of the fade itself (the spec gives only its start). */
export const FADE_IN_DURATION_MS = 400;

export const SECTION_TEXT = {
  title: 'Start your project',
  lead: (brand: SiteBrand): string =>
    `Tell ${brand.name} what you want to build. Five short steps, and a person from our team replies to you.`,
  assurancesLabel: 'How we handle your brief',
  assurances: [
    'Used only to answer your request, never sold or shared with advertisers.',
    'Sent over an encrypted connection and kept on infrastructure we control.',
    'A free first consultation, with no obligation.',
  ],
  privacyLink: 'Read our Privacy Policy',
  welcomeBack: 'Welcome back: your draft is waiting where you left off.',
} as const;

export const PRIVACY_POLICY_PATH = '/privacy-policy';
