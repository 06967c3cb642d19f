import type { SiteBrand } from '@agency/site-kit/contracts';

/** Route of this page on the site (docs/product-rules.md §2), for the canonical link. */
export const PORTFOLIO_PATH = '/portfolio';

/** docs/product-rules.md §2: what `/portfolio/{portfolioItem}` shows. */
export const PORTFOLIO_ITEM_LABEL = 'Portfolio Item';

export const PORTFOLIO_CONTENT = {
  heading: 'Portfolio',
  intro:
    'Products we have built for banks, healthcare providers, insurers and retailers, and the templates we start new projects from. Every one of them runs where our clients’ data lives.',
  /** Home promises to describe clients without naming them: the portfolio keeps that promise in the open. */
  disclosure:
    'Our clients work under confidentiality, so each project is shown under a fictional brand name, and every screen holds synthetic demo data.',
  gridLabel: (tabLabel: string) => `${tabLabel} projects`,
  title: (brand: SiteBrand) => `Portfolio | ${brand.name}`,
  description: (brand: SiteBrand) =>
    `Projects by ${brand.name}: private AI assistants, patient portals, claims automation and e-commerce for regulated industries, plus ready-made templates.`,
} as const;

/** Analytics event sent when the visitor switches tabs (consent-gated by the shell). */
export const TAB_SELECTED_EVENT = 'portfolio_tab_selected';
