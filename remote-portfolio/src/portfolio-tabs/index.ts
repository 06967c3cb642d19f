export { PortfolioTabs, type PortfolioTabsProps } from './PortfolioTabs';
export { DEFAULT_TAB_INDEX, PORTFOLIO_TABS, TABS_LABEL, portfolioTabAtom, type PortfolioTab, type PortfolioTabIndex } from './tabs';
