const vm = require('node:vm');
const base = require('@agency/tooling/jest')({ rootDir: __dirname });

// The contract tests start the real chat-server, whose embedded database
// loads through a dynamic import(): that needs Node's --experimental-vm-modules,
// which the package's `test` script sets. A bare `jest` leaves them out, and says so.
const canStartChatServer = typeof vm.SourceTextModule === 'function';
if (!canStartChatServer) {
  console.warn('remote-chat: the *.contract.test.ts files are left out; `npm test` in remote-chat (NODE_OPTIONS=--experimental-vm-modules) runs them.');
}

module.exports = {
  ...base,
  testEnvironment: require.resolve('./jest.environment.cjs'),
  // The tests start a real socket.io server in-process: resolve Node builds
  // (the browser build of its 'ws' dependency refuses to load).
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'] },
  testPathIgnorePatterns: ['/node_modules/', ...(canStartChatServer ? [] : ['\\.contract\\.test\\.ts$'])],
};
