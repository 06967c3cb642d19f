import type { SiteBrand } from '@agency/tooling/contracts';
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

export const MISSION: Statement = {
  title: 'Our Mission',
  text: 'To make modern AI usable for regulated organisations by building solutions that are secure by design, private by default and measured by the results they deliver.',
};

export const VISION: Statement = {
  title: 'Our Vision',
  text: 'A world where every bank, insurer and healthcare provider can use AI as confidently as any other core system, because they own it, understand it and control where their data goes.',
};

export const CORE_VALUES_HEADING = 'Core Values';
export const CORE_VALUES: readonly Statement[] = [
  {
    title: 'Security First',
    text: 'Every design starts with a threat model. Data is encrypted in transit and at rest, access is limited to those who need it, and every action leaves an audit trail.',
  },
  {
    title: 'Tailored Solutions',
    text: 'We build around your processes, systems and compliance rules instead of bending them to fit a generic product.',
  },
  {
    title: 'Innovation Meets Security',
    text: 'We bring current AI techniques into production only when they meet the same security bar as the rest of your stack.',
  },
];

export const EXPERTISE_HEADING = 'Our Expertise';
export const EXPERTISE: readonly string[] = [
  'Private AI assistants and chat systems',
  'Retrieval over internal documents with access control',
  'Self-hosted and fine-tuned open language models',
  'AI-enhanced APIs and document processing',
  'Lead qualification and CRM automation',
  'Cloud and on-premises infrastructure as code',
  'Accessible web and mobile interfaces',
  'E-commerce platforms and integrations',
];

export type ValueStatementKey = 'onTimeDelivery' | 'highQuality' | 'specializedExpertise';

export interface ValueStatement extends Statement {
  key: ValueStatementKey;
}

export const VALUE_STATEMENTS_HEADING = 'Why clients choose us';
/** docs/product-rules.md §1: three value statements with icons. */
export const VALUE_STATEMENTS: readonly ValueStatement[] = [
  {
    key: 'onTimeDelivery',
    title: 'On-time delivery',
    text: 'Fixed milestones, a weekly demo and a plan you can see. When something changes, you hear it from us first.',
  },
  {
    key: 'highQuality',
    title: 'High-quality development',
    text: 'Typed code, automated tests, accessibility checks and code review on every change, handed over with documentation your team can use.',
  },
  {
    key: 'specializedExpertise',
    title: 'Specialized expertise',
    text: 'Engineers who have shipped AI in finance and healthcare and know the questions your security and compliance teams will ask.',
  },
];

export const LIBRARY_SHOWCASE_HEADING = 'Our technology library';
export const LIBRARY_SHOWCASE_INTRO =
  'The vendors and libraries we build with. Select one to read what we use it for.';

/** docs/product-rules.md §4: library tiles wobble on first appearance and settle after this time. */
export const LIBRARY_WOBBLE_SETTLE_MS = 1800;
/** Largest tilt, in degrees, when the pointer is at a tile's edge. */
export const LIBRARY_TILT_MAX_DEG = 12;
/** Largest random wobble angle, in degrees, on first appearance. */
export const LIBRARY_WOBBLE_MAX_DEG = 10;
