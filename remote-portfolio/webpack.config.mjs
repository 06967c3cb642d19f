import { createFederatedConfig, federationExposes } from '@agency/tooling/webpack';
import { PortfolioArtworkPlugin } from './artwork/webpack-plugin.mjs';

const base = createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'portfolio',
  title: 'Portfolio (standalone)',
  // What it exposes, and its dev port, come from the topology table (site-kit/src/topology.mjs).
  exposes: federationExposes('portfolio'),
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
