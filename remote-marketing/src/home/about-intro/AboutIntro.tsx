import type { SiteBrand } from '@agency/site-kit/contracts';
import styled from 'styled-components';
import { homeAboutIntro } from '../../content/home';
import { Section, SectionHeading, SectionInner } from '../../shared/layout';

/** docs/product-rules.md §1: the About text on the home page. */
export function AboutIntro({ brand }: { brand: SiteBrand }) {
  const { heading, paragraphs } = homeAboutIntro(brand);
  return (
    <Section aria-labelledby="home-about-heading">
      <SectionInner>
        <SectionHeading id="home-about-heading">{heading}</SectionHeading>
        {paragraphs.map((paragraph) => (
          <Paragraph key={paragraph}>{paragraph}</Paragraph>
        ))}
      </SectionInner>
    </Section>
  );
}

const Paragraph = styled.p`
  max-width: 70ch;
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.type.size.bodyLarge};
`;
