import { createFederatedConfig } from '@agency/tooling/webpack';
import { brand } from './src/brand/brand.ts';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'host',
  name: 'shell',
  port: Number(process.env.PORT ?? 3000),
  title: brand.name,
  template: 'public/index.html',
  templateParameters: { brand },
  devServer: {
    // In development the shell's dev server plays the site server's part.
    proxy: [{ context: ['/api', '/socket.io'], target: 'http://127.0.0.1:8005', ws: true }],
  },
});
