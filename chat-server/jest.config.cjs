// Node environment: chat-server is tested through real HTTP and socket.io clients on loopback.
const base = require('@agency/tooling/jest')({ rootDir: __dirname, testEnvironment: 'node' });

module.exports = { ...base, testTimeout: 30000 };
