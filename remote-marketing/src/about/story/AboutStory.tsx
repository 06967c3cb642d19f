import type { SiteBrand } from '@agency/site-kit/contracts';
import { media } from '@agency/site-kit/theme';
import styled from 'styled-components';
import {
  CORE_VALUES,
  CORE_VALUES_HEADING,
  EXPERTISE,
  EXPERTISE_HEADING,
  MISSION,
  VISION,
  aboutUs,
  type Statement,
} from '../../content/about';
import { PageSection } from '../../shared/PageSection';
import { CardList } from '../../shared/CardList';
import { BrandEdgeCard } from '../../shared/layout';

/** docs/product-rules.md §1 About: About Us, mission and vision, Core Values and expertise. */
export function AboutStory({ brand }: { brand: SiteBrand }) {
  const story = aboutUs(brand);
  return (
    <>
      <PageSection name="about-us" heading={story.heading}>
        {story.paragraphs.map((paragraph) => (
          <Paragraph key={paragraph}>{paragraph}</Paragraph>
        ))}
        <Pair>
          {[MISSION, VISION].map((statement) => (
            <StatementCard key={statement.title} statement={statement} />
          ))}
        </Pair>
      </PageSection>
      <PageSection name="core-values" heading={CORE_VALUES_HEADING}>
        <CardList items={CORE_VALUES} keyOf={(value) => value.title}>
          {(value) => <StatementCard statement={value} />}
        </CardList>
      </PageSection>
      <PageSection name="expertise" heading={EXPERTISE_HEADING}>
        <ExpertiseList>
          {EXPERTISE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ExpertiseList>
      </PageSection>
    </>
  );
}

function StatementCard({ statement }: { statement: Statement }) {
  return (
    <StatementFrame>
      <h3>{statement.title}</h3>
      <p>{statement.text}</p>
    </StatementFrame>
  );
}

const Paragraph = styled.p`
  max-width: 70ch;
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.type.size.bodyLarge};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px;
  margin-top: 40px;

  ${media.below.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StatementFrame = styled(BrandEdgeCard).attrs({ $edge: 'top' })`
  h3 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.type.size.title};
  }

  p {
    margin: 0;
  }
`;

const ExpertiseList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 32px;
  margin: 0;
  padding-left: 1.25em;
  font-size: ${({ theme }) => theme.type.size.bodyLarge};

  ${media.below.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
