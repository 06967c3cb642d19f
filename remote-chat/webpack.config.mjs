import { createFederatedConfig } from '@agency/tooling/webpack';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'chat',
  title: 'Chat widget (standalone)',
  exposes: {
    './ChatWidget': './src/chat-widget/ChatWidget.tsx',
  },
});
