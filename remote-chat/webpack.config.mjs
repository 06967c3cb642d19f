import { createFederatedConfig } from '@agency/tooling/webpack';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'chat',
  port: Number(process.env.PORT ?? 3004),
  title: 'Chat widget (standalone)',
  exposes: {
    './ChatWidget': './src/chat-widget/ChatWidget.tsx',
  },
});
