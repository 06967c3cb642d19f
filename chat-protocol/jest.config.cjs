// Node environment: the contract is plain data and schemas.
module.exports = require('@agency/tooling/jest')({ rootDir: __dirname, testEnvironment: 'node' });
