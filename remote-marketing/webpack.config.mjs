import { createFederatedConfig, federationExposes } from '@agency/tooling/webpack';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'marketing',
  title: 'Marketing pages (standalone)',
  // What it exposes, and its dev port, come from the topology table (site-kit/src/topology.mjs).
  exposes: federationExposes('marketing'),
});
