import styled from 'styled-components';
import { DEPLOYMENT_CLAIM, PACKAGES, PACKAGES_HEADING, PACKAGES_INTRO, POPULAR_BADGE, type Package } from '../../content/home';
import { PageSection } from '../../shared/PageSection';
import { CardList } from '../../shared/CardList';

/** docs/product-rules.md §1: the three AI CRM packages (no prices) and the 4-day deployment claim. */
export function PackageCards() {
  return (
    <PageSection name="packages" heading={PACKAGES_HEADING} intro={PACKAGES_INTRO}>
      <CardList items={PACKAGES} keyOf={(pkg) => pkg.name}>
        {(pkg) => <PackageCard pkg={pkg} />}
      </CardList>
      <Claim>
        <ClaimHighlight>{DEPLOYMENT_CLAIM.highlight}</ClaimHighlight>
        <span>{DEPLOYMENT_CLAIM.text}</span>
      </Claim>
    </PageSection>
  );
}

function PackageCard({ pkg }: { pkg: Package }) {
  return (
    <Card $popular={pkg.popular === true}>
      {pkg.popular && <Badge>{POPULAR_BADGE}</Badge>}
      <CardTitle>{pkg.name}</CardTitle>
      <p>{pkg.description}</p>
      <Features aria-label={`${pkg.name} features`}>
        {pkg.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
    </Card>
  );
}

const Card = styled.article<{ $popular: boolean }>`
  position: relative;
  height: 100%;
  padding: 32px 24px 24px;
  border: 2px solid ${({ theme, $popular }) => ($popular ? theme.palette.brand : theme.palette.border)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.white};
  box-shadow: ${({ $popular }) => ($popular ? '0 12px 32px rgb(8 152 214 / 0.2)' : 'none')};

  p {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Badge = styled.p`
  position: absolute;
  top: 0;
  left: 24px;
  transform: translateY(-50%);
  && {
    margin: 0;
    padding: 4px 14px;
    border-radius: 999px;
    background: ${({ theme }) => theme.palette.brand};
    color: ${({ theme }) => theme.palette.onBrand};
    font-size: ${({ theme }) => theme.type.size.caption};
    font-weight: 700;
  }
`;

const CardTitle = styled.h3`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.type.size.title};
`;

const Features = styled.ul`
  margin: 0;
  padding-left: 1.25em;

  li + li {
    margin-top: 6px;
  }
`;

const Claim = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 16px;
  margin: 40px 0 0;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.surface};
  font-size: ${({ theme }) => theme.type.size.bodyLarge};
`;

const ClaimHighlight = styled.strong`
  font-size: ${({ theme }) => theme.type.size.titleLarge};
  color: ${({ theme }) => theme.palette.brandText};
`;
