import { createFederatedConfig } from '@agency/tooling/webpack';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'portfolio',
  port: Number(process.env.PORT ?? 3002),
  title: 'Portfolio (standalone)',
  exposes: {
    './Portfolio': './src/portfolio/Portfolio.tsx',
  },
});
