import type { SiteBrand } from '@agency/site-kit/contracts';
import { media } from '@agency/site-kit/theme';
import styled from 'styled-components';
import { BANNER_GREETING, BANNER_SUBTITLE } from '../../content/about';

/** docs/product-rules.md §1: 'WELCOME' then the product name in capitals, and the subtitle. */
export function AboutBanner({ brand }: { brand: SiteBrand }) {
  return (
    <Banner aria-labelledby="about-banner-heading">
      <Heading id="about-banner-heading">
        <Greeting>{BANNER_GREETING}</Greeting> <ProductName>{brand.productName.toUpperCase()}</ProductName>
      </Heading>
      <Subtitle>{BANNER_SUBTITLE}</Subtitle>
    </Banner>
  );
}

const Banner = styled.section`
  padding: calc(${({ theme }) => theme.headerHeight.desktop}px + 64px) 24px 80px;
  background: radial-gradient(circle at 80% 20%, rgb(8 152 214 / 0.35), transparent 55%), ${({ theme }) => theme.palette.black};
  color: ${({ theme }) => theme.palette.white};
  text-align: center;

  ${media.below.tablet} {
    padding: calc(${({ theme }) => theme.headerHeight.mobile}px + 40px) 16px 56px;
  }
`;

const Heading = styled.h1`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0 0 20px;
  line-height: 1.05;
`;

const Greeting = styled.span`
  font-size: ${({ theme }) => theme.type.size.subtitle};
  font-weight: 600;
  letter-spacing: 0.3em;
`;

const ProductName = styled.span`
  font-size: ${({ theme }) => theme.type.size.displayLarge};
  font-weight: 800;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.palette.brand};
`;

const Subtitle = styled.p`
  max-width: 40ch;
  margin: 0 auto;
  font-size: ${({ theme }) => theme.type.size.lead};
`;
