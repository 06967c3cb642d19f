import type { SiteBrand } from '@agency/tooling/contracts';
import { media } from '@agency/tooling/theme';
import styled from 'styled-components';
import {
  CORE_VALUES,
  CORE_VALUES_HEADING,
  EXPERTISE,
  EXPERTISE_HEADING,
  MISSION,
  VISION,
  aboutUs,
} from '../../content/about';
import { Section, SectionHeading, SectionInner, UnstyledList } from '../../shared/layout';

/** docs/product-rules.md §1 About: About Us, mission and vision, Core Values and expertise. */
export function AboutStory({ brand }: { brand: SiteBrand }) {
  const story = aboutUs(brand);
  return (
    <>
      <Section aria-labelledby="about-us-heading">
        <SectionInner>
          <SectionHeading id="about-us-heading">{story.heading}</SectionHeading>
          {story.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph}>{paragraph}</Paragraph>
          ))}
          <Pair>
            {[MISSION, VISION].map((statement) => (
              <Statement key={statement.title}>
                <h3>{statement.title}</h3>
                <p>{statement.text}</p>
              </Statement>
            ))}
          </Pair>
        </SectionInner>
      </Section>
      <Section aria-labelledby="core-values-heading">
        <SectionInner>
          <SectionHeading id="core-values-heading">{CORE_VALUES_HEADING}</SectionHeading>
          <Values>
            {CORE_VALUES.map((value) => (
              <li key={value.title}>
                <Statement>
                  <h3>{value.title}</h3>
                  <p>{value.text}</p>
                </Statement>
              </li>
            ))}
          </Values>
        </SectionInner>
      </Section>
      <Section aria-labelledby="expertise-heading">
        <SectionInner>
          <SectionHeading id="expertise-heading">{EXPERTISE_HEADING}</SectionHeading>
          <ExpertiseList>
            {EXPERTISE.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ExpertiseList>
        </SectionInner>
      </Section>
    </>
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

const Statement = styled.article`
  height: 100%;
  padding: 24px;
  border-top: 4px solid ${({ theme }) => theme.palette.brand};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.surface};

  h3 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.type.size.title};
  }

  p {
    margin: 0;
  }
`;

const Values = styled(UnstyledList)`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px;

  ${media.below.tablet} {
    grid-template-columns: minmax(0, 1fr);
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
