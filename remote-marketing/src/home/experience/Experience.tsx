import styled from 'styled-components';
import { EXPERIENCE_CARDS, EXPERIENCE_HEADING, EXPERIENCE_INTRO } from '../../content/home';
import { PageSection } from '../../shared/PageSection';
import { CardList } from '../../shared/CardList';
import { BrandEdgeCard } from '../../shared/layout';

/** docs/product-rules.md §1: the experience section with three highlight cards. */
export function Experience() {
  return (
    <PageSection name="experience" heading={EXPERIENCE_HEADING} intro={EXPERIENCE_INTRO}>
      <CardList items={EXPERIENCE_CARDS} keyOf={(card) => card.title}>
        {(card) => (
          <Card>
            <Company>{card.company}</Company>
            <CardTitle>{card.title}</CardTitle>
            <p>{card.description}</p>
            <Highlight>{card.highlight}</Highlight>
          </Card>
        )}
      </CardList>
    </PageSection>
  );
}

const Card = styled(BrandEdgeCard).attrs({ $edge: 'left' })`
  display: flex;
  flex-direction: column;

  p {
    margin: 0 0 16px;
  }
`;

const Company = styled.p`
  && {
    margin: 0 0 4px;
  }
  font-size: ${({ theme }) => theme.type.size.caption};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.palette.brandText};
`;

const CardTitle = styled.h3`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.type.size.large};
`;

const Highlight = styled.p`
  && {
    margin: auto 0 0;
  }
  font-weight: 700;
`;
