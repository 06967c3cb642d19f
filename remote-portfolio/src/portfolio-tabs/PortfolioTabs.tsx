import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import styled from 'styled-components';
import { PORTFOLIO_TABS, TABS_LABEL, portfolioTabAtom, type PortfolioTab, type PortfolioTabIndex } from './tabs';

export interface PortfolioTabsProps {
  /** Content of a tab's panel. */
  renderPanel: (tab: PortfolioTab, index: PortfolioTabIndex) => ReactNode;
  onTabChange?: (tab: PortfolioTab) => void;
}

const LAST_TAB = (PORTFOLIO_TABS.length - 1) as PortfolioTabIndex;

/** Tab reached by a key (WAI-ARIA tabs pattern: arrows wrap, Home and End jump). */
function tabForKey(key: string, current: PortfolioTabIndex): PortfolioTabIndex | null {
  const count = PORTFOLIO_TABS.length;
  if (key === 'ArrowRight') return ((current + 1) % count) as PortfolioTabIndex;
  if (key === 'ArrowLeft') return ((current - 1 + count) % count) as PortfolioTabIndex;
  if (key === 'Home') return 0;
  if (key === 'End') return LAST_TAB;
  return null;
}

/**
 * 'Custom' and 'Template' tabs with automatic activation: arrow keys move
 * and select, Home/End go to the first/last tab, only the selected tab is in
 * the Tab order. A panel renders when first shown and then stays mounted
 * (hidden), so a slider keeps its position when the visitor switches back.
 */
export function PortfolioTabs({ renderPanel, onTabChange }: PortfolioTabsProps) {
  const [selected, setSelected] = useAtom(portfolioTabAtom);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // A panel renders once first shown, then stays mounted (first paint renders one panel only).
  const [visited, setVisited] = useState<ReadonlySet<PortfolioTabIndex>>(() => new Set([selected]));

  const select = (index: PortfolioTabIndex) => {
    if (index !== selected) onTabChange?.(PORTFOLIO_TABS[index]);
    setSelected(index);
    setVisited((current) => (current.has(index) ? current : new Set([...current, index])));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabForKey(event.key, selected);
    if (target === null) return;
    event.preventDefault();
    select(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <>
      <TabList role="tablist" aria-label={TABS_LABEL}>
        {PORTFOLIO_TABS.map((tab, index) => (
          <Tab
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index as PortfolioTabIndex)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {PORTFOLIO_TABS.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={index !== selected}
          tabIndex={0}
        >
          {visited.has(index as PortfolioTabIndex) && renderPanel(tab, index as PortfolioTabIndex)}
        </div>
      ))}
    </>
  );
}

const TabList = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  margin-bottom: 32px;
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border};
`;

const Tab = styled.button`
  min-width: 120px;
  min-height: 44px;
  padding: 8px 24px;
  border: 0;
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.text};
  background: transparent;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.palette.brandText};
  }

  /* Black on brand blue (docs/product-rules.md palette) keeps 6.5:1 contrast. */
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.palette.onBrand};
    background: ${({ theme }) => theme.palette.brand};
  }
`;
