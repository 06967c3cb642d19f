// Node environment: chat-server is tested through real HTTP and socket.io clients on loopback.
const base = require('@agency/tooling/jest')({ rootDir: __dirname, testEnvironment: 'node' });

// bench/ and fuzz/ sit beside src/ (tools, not the server) but keep their tests in the package's run.
module.exports = { ...base, roots: [...base.roots, '<rootDir>/bench', '<rootDir>/fuzz'], testTimeout: 30000 };
