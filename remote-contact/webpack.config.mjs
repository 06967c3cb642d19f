import { createFederatedConfig } from '@agency/tooling/webpack';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'contact',
  port: Number(process.env.PORT ?? 3003),
  title: 'Start project (standalone)',
  exposes: {
    './StartProject': './src/start-project/StartProject.tsx',
  },
});
