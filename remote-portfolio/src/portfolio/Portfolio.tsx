import type { PortfolioProps } from '@agency/tooling/contracts';

/** Portfolio page (SPEC §2 Portfolio). */
export default function Portfolio({ portfolioItem }: PortfolioProps) {
  return (
    <main id="main">
      <h1>Portfolio</h1>
      {portfolioItem !== undefined && <p>Portfolio Item</p>}
    </main>
  );
}
