import type { SiteBrand } from '@agency/site-kit/contracts';

/** docs/product-rules.md §1/§2: the three-line slogan, one word per line. */
export const SLOGAN_WORDS = ['Quality', 'That', 'Matters'] as const;

/** docs/product-rules.md §2/§9: the slogan delay is 2500 ms plus 500 ms per word (word index from 0). */
export const SLOGAN_BASE_DELAY_MS = 2500;
export const SLOGAN_WORD_STAGGER_MS = 500;
/** How long one word takes to slide into place. */
export const SLOGAN_SLIDE_MS = 400;
/** How long the quote button takes to rise into place once the slogan has landed. */
export const QUOTE_RISE_MS = 400;
/** How long the device mockups take to drop in once the slogan has landed. */
export const DEVICES_DROP_MS = 600;

/** The code is typed so that it is complete before the first word arrives. */
export const TYPING_DURATION_MS = 2200;
/**
 * The caret blinks a few times once the code is typed, then stays lit: WCAG 2.2.2
 * allows blinking that starts by itself for at most 5 s.
 */
export const CARET_BLINK_MS = 1000;
export const CARET_BLINKS = 4;

/** docs/product-rules.md §5: an empty prompt to the typing animation ends with this note. */
export const EMPTY_PROMPT_NOTE = '// The prompt is empty: nothing to type.';

export const QUOTE_CTA_LABEL = 'Get A Free Quote Now!';

/** When word `index` starts sliding in. */
export function sloganWordDelay(index: number): number {
  return SLOGAN_BASE_DELAY_MS + SLOGAN_WORD_STAGGER_MS * index;
}

/** When the last slogan word has landed: the quote button and the devices appear then. */
export const SLOGAN_LANDED_MS = sloganWordDelay(SLOGAN_WORDS.length - 1) + SLOGAN_SLIDE_MS;

/** The code typed onto the laptop: what a private deployment looks like. */
export const HERO_CODE = `const assistant = await deploy({
  model: 'private-llm',
  region: 'your-cloud',
  dataLeavesYourNetwork: false,
});

assistant.on('lead', (lead) => crm.qualify(lead));`;

export function heroLead(brand: SiteBrand): string {
  return `${brand.name} designs, builds and runs AI systems for finance and healthcare teams: sales and support assistants, AI-enhanced APIs and cloud platforms that keep your data inside your own environment.`;
}

/**
 * On screen from the first paint, with the lead: the slogan arrives seconds
 * later (docs/product-rules.md timing), so the first screen already says who this is for.
 */
export const HERO_EYEBROW = 'Private AI for finance and healthcare';

/** What every project shares, under the lead (same claims as the packages and the About page). */
export const HERO_ASSURANCES = ['Your cloud or on-premises', 'Self-hosted models available', 'GDPR- and HIPAA-minded design'] as const;

export const HERO_ART_LABEL = 'A laptop with code being typed on its screen, next to a tablet and a phone showing a lead dashboard';
