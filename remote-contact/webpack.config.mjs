import { createFederatedConfig } from '@agency/tooling/webpack';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'contact',
  title: 'Start project (standalone)',
  exposes: {
    './StartProject': './src/start-project/StartProject.tsx',
  },
});
