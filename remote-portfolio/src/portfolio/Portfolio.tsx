import type { PortfolioProps } from '@agency/site-kit/contracts';
import styled from 'styled-components';
import { media } from '@agency/site-kit/theme';
import { MOCKUP_SETS, MockupShowcase } from '../mockup-showcase';
import { itemsOfKind } from '../project-catalogue';
import { ProjectGrid } from '../project-grid';
import { PortfolioTabs, type PortfolioTab } from '../portfolio-tabs';
import { PORTFOLIO_CONTENT, PORTFOLIO_ITEM_LABEL, PORTFOLIO_PATH, TAB_SELECTED_EVENT } from './content';

/** Portfolio page (docs/product-rules.md §2 Portfolio): tabs, the project grid with sliders, the mockup showcase. */
export default function Portfolio({ brand, track, portfolioItem }: PortfolioProps) {
  const onTabChange = (tab: PortfolioTab) => track(TAB_SELECTED_EVENT, { tab: tab.key });

  return (
    <Page>
      <title>{PORTFOLIO_CONTENT.title(brand)}</title>
      <meta name="description" content={PORTFOLIO_CONTENT.description(brand)} />
      <link rel="canonical" href={`${brand.siteUrl.replace(/\/$/, '')}${PORTFOLIO_PATH}`} />
      <Header>
        <h1>{PORTFOLIO_CONTENT.heading}</h1>
        <Intro>{PORTFOLIO_CONTENT.intro}</Intro>
        <Disclosure>{PORTFOLIO_CONTENT.disclosure}</Disclosure>
        {portfolioItem !== undefined && <ItemLabel>{PORTFOLIO_ITEM_LABEL}</ItemLabel>}
      </Header>
      <PortfolioTabs
        onTabChange={onTabChange}
        renderPanel={(tab, index) => (
          <>
            <ProjectGrid items={itemsOfKind(tab.custom)} label={PORTFOLIO_CONTENT.gridLabel(tab.label)} />
            <MockupShowcase set={MOCKUP_SETS[index]} mirrored={index === 1} />
          </>
        )}
      />
    </Page>
  );
}

/** The shell's <main> already starts below its fixed header (112 px, 72 px on mobile). */
const Page = styled.div`
  max-width: ${({ theme }) => theme.breakpoints.desktop}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxxl};

  ${media.below.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
  }
`;

const Header = styled.header`
  max-width: 760px;
  margin-bottom: 32px;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.type.size.h1};
    font-weight: ${({ theme }) => theme.type.weight.heavy};
    line-height: ${({ theme }) => theme.type.lineHeight.heading};
    letter-spacing: ${({ theme }) => theme.type.tracking.heading};
  }
`;

const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.type.size.bodyLarge};
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Disclosure = styled.p`
  margin: 12px 0 0;
  padding-left: 12px;
  border-left: 3px solid ${({ theme }) => theme.palette.brand};
  font-size: ${({ theme }) => theme.type.size.small};
  color: ${({ theme }) => theme.palette.textMuted};
`;

const ItemLabel = styled.p`
  margin: 16px 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.brandText};
`;
