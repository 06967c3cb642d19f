// Typing into the form with user-event takes a few seconds on a busy machine.
module.exports = { ...require('@agency/tooling/jest')({ rootDir: __dirname }), testTimeout: 30000 };
