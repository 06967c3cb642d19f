const base = require('@agency/tooling/jest')({ rootDir: __dirname });

module.exports = {
  ...base,
  testEnvironment: require.resolve('./jest.environment.cjs'),
  // The tests start a real socket.io server in-process: resolve Node builds
  // (the browser build of its 'ws' dependency refuses to load).
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'] },
};
