import { createFederatedConfig } from '@agency/tooling/webpack';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'marketing',
  title: 'Marketing pages (standalone)',
  exposes: {
    './Home': './src/home/Home.tsx',
    './About': './src/about/About.tsx',
    './PrivacyPolicy': './src/privacy-policy/PrivacyPolicy.tsx',
  },
});
