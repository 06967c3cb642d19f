// Jest settings shared by the shell and the remotes (docs/toolchain.md "Tests"):
// jsdom, @swc/jest for TS/TSX, TextEncoder for react-router 7, and jotai
// (ESM-only) transformed.
const { existsSync } = require('node:fs');
const path = require('node:path');

/** @param {{ rootDir: string, testEnvironment?: 'jsdom' | 'node' }} options */
module.exports = function createJestConfig({ rootDir, testEnvironment = 'jsdom' }) {
  return {
    rootDir,
    testEnvironment,
    // src/ and, where a package has one, its server/ folder.
    roots: ['src', 'server'].filter((dir) => existsSync(path.join(rootDir, dir))).map((dir) => `<rootDir>/${dir}`),
    testMatch: ['**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/\\.pnpm/(?!(jotai|react-markdown|remark-|rehype-|micromark|mdast-|unist-|hast-|vfile|unified|bail|trough|devlop|is-plain-obj|property-information|space-separated-tokens|comma-separated-tokens|html-url-attributes|decode-named-character-reference|character-entities|ccount|escape-string-regexp|markdown-table|longest-streak|zwitch|estree-util|trim-lines|@ungap)[^/]*@)',
    ],
    moduleNameMapper: {
      // Node ESM style relative imports ('./chat.js' for chat.ts).
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // With or without a loader query ('icon.svg?fill=61DAFB').
      '\\.(css|png|jpe?g|webp|avif|gif|svg|woff2?)(\\?.*)?$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'setup-globals.cjs')],
    setupFilesAfterEnv: testEnvironment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : [],
    clearMocks: true,
    restoreMocks: true,
  };
};
