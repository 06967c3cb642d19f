import { portsFromEnv } from '@agency/site-kit/topology';
import { createFederatedConfig } from '@agency/tooling/webpack';
import { brand } from './src/brand/brand.ts';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'host',
  name: 'shell',
  title: brand.name,
  template: 'public/index.html',
  templateParameters: { brand },
  devServer: {
    // In development the shell's dev server plays the site server's part.
    proxy: [{ context: ['/api', '/socket.io'], target: `http://127.0.0.1:${portsFromEnv().chatServer}`, ws: true }],
  },
});
