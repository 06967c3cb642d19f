// One lint configuration for the whole workspace.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Package boundaries (docs/architecture.md "Packages"): a remote reaches workspace code only
    // through @agency/site-kit, @agency/tooling and @agency/chat-protocol; the e2e suite tests the built site, not the shell's source.
    files: ['remote-*/**/*.{ts,tsx,mts,cts,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['chat-server', 'chat-server/*', 'shell', 'shell/*', 'remote-*', 'e2e', 'e2e/*'],
              message: 'A remote reaches workspace code only through @agency/site-kit, @agency/tooling and @agency/chat-protocol.',
            },
            {
              regex: '^(\\.\\./)+(chat-server|chat-protocol|shell|site-kit|tooling|e2e|scripts|remote-[\\w-]+)(/|$)',
              message:
                'A remote does not import across its package folder; use @agency/site-kit, @agency/tooling or @agency/chat-protocol.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.{ts,tsx,mts,cts,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['shell/src', 'shell/src/*'], message: "The e2e suite drives the built site; it does not import the shell's source." },
            { regex: '^(\\.\\./)+shell/src(/|$)', message: "The e2e suite drives the built site; it does not import the shell's source." },
          ],
        },
      ],
    },
  },
);
