module.exports = require('@agency/tooling/jest')({ rootDir: __dirname, testEnvironment: 'node' });
