import { createFederatedConfig } from '@agency/tooling/webpack';
import { PortfolioArtworkPlugin } from './artwork/webpack-plugin.mjs';

const base = createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'portfolio',
  title: 'Portfolio (standalone)',
  exposes: {
    './Portfolio': './src/portfolio/Portfolio.tsx',
  },
  // Base URL of the screenshots (a CDN in production); empty: this remote's own origin.
  define: {
    __PORTFOLIO_ASSET_BASE_URL__: process.env.PORTFOLIO_ASSET_BASE_URL ?? '',
  },
});

export default (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new PortfolioArtworkPlugin());
  return config;
};
