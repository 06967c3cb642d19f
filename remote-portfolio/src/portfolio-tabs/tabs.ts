import { atom } from 'jotai';

/** docs/product-rules.md §2: tab 0 'Custom' (default) and tab 1 'Template'; tab i shows the items whose custom flag is `custom`. */
export const PORTFOLIO_TABS = [
  { key: 'custom', label: 'Custom', custom: true },
  { key: 'template', label: 'Template', custom: false },
] as const;

export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];
export type PortfolioTabIndex = 0 | 1;

export const DEFAULT_TAB_INDEX: PortfolioTabIndex = 0;

/** The chosen tab; kept while the visitor browses other pages of the site. */
export const portfolioTabAtom = atom<PortfolioTabIndex>(DEFAULT_TAB_INDEX);

export const TABS_LABEL = 'Project type';
