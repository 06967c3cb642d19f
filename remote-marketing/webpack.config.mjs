import { createFederatedConfig, federationExposes } from '@agency/tooling/webpack';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'marketing',
  title: 'Marketing pages (standalone)',
  // What it exposes, and its dev port, come from the topology table (tooling/webpack/topology.mjs).
  exposes: federationExposes('marketing'),
});
