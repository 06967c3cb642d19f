import type { SiteBrand } from '@agency/site-kit/contracts';
import STATEMENTS from './about-statements.json';
import type { TextSection } from './home';

/** docs/product-rules.md §1: the banner reads 'WELCOME' then the product name in capitals. */
export const BANNER_GREETING = 'WELCOME';
export const BANNER_SUBTITLE = 'Innovative AI Solutions with Privacy and Security at the Core.';

/** docs/product-rules.md §2/§9: the page fades in after this delay. */
export const ABOUT_FADE_IN_DELAY_MS = 500;
export const ABOUT_FADE_IN_MS = 400;

export function aboutUs(brand: SiteBrand): TextSection {
  return {
    heading: 'About Us',
    paragraphs: [
      `${brand.name} is a team of engineers, designers and data specialists who build AI products for organisations where a data leak is not an option. Our clients work in banking, insurance, lending, clinics and health technology.`,
      `We started ${brand.productName} because most AI tools ask you to send your data to someone else first. We do it the other way round: the models, the data and the logs stay in an environment you control, and we bring the engineering to you.`,
    ],
  };
}

export interface Statement {
  title: string;
  text: string;
}

export const MISSION: Statement = STATEMENTS.mission;

export const VISION: Statement = STATEMENTS.vision;

export const CORE_VALUES_HEADING = 'Core Values';
export const CORE_VALUES: readonly Statement[] = STATEMENTS.coreValues;

export const EXPERTISE_HEADING = 'Our Expertise';
export const EXPERTISE: readonly string[] = STATEMENTS.expertise;

const VALUE_STATEMENT_KEYS = ['onTimeDelivery', 'highQuality', 'specializedExpertise'] as const;
export type ValueStatementKey = (typeof VALUE_STATEMENT_KEYS)[number];

/** Each value statement has its icon, found by this key. */
function valueStatementKey(key: string): ValueStatementKey {
  const known = VALUE_STATEMENT_KEYS.find((candidate) => candidate === key);
  if (!known) throw new Error(`about-statements.json: no icon for the value statement "${key}"`);
  return known;
}

export interface ValueStatement extends Statement {
  key: ValueStatementKey;
}

export const VALUE_STATEMENTS_HEADING = 'Why clients choose us';
/** docs/product-rules.md §1: three value statements with icons. */
export const VALUE_STATEMENTS: readonly ValueStatement[] = STATEMENTS.valueStatements.map(({ key, ...statement }) => ({
  key: valueStatementKey(key),
  ...statement,
}));

export const LIBRARY_SHOWCASE_HEADING = 'Our technology library';
export const LIBRARY_SHOWCASE_INTRO = 'The vendors and libraries we build with. Select one to read what we use it for.';

/** docs/product-rules.md §4: library tiles wobble on first appearance and settle after this time. */
export const LIBRARY_WOBBLE_SETTLE_MS = 1800;
/** Largest tilt, in degrees, when the pointer is at a tile's edge. */
export const LIBRARY_TILT_MAX_DEG = 12;
/** Largest random wobble angle, in degrees, on first appearance. */
export const LIBRARY_WOBBLE_MAX_DEG = 10;
