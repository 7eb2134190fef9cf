import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

/** The server's modules: each folder under packages/server/src/modules. */
const serverModules = fs
  .readdirSync(new URL('./packages/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/migrations/**',
      '.artifacts/**',
      'storybook-static/**',
      '**/*.config.{js,ts}',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/{portal,workbench-widgets,editor-widget,shopify-embed}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // sdk-core imports nothing of ours (ARCHITECTURE.md).
    files: ['packages/sdk-core/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@podkit/*'] }] },
  },
  {
    // The server takes design and sdk-core's types, never a widget, the portal or sdk-core code.
    files: ['packages/server/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@podkit/sdk-core',
              allowTypeImports: true,
              message: 'The server imports sdk-core types only (ARCHITECTURE.md).',
            },
          ],
          patterns: [
            '@podkit/portal',
            '@podkit/editor-widget',
            '@podkit/workbench-widgets',
            '@podkit/shopify-embed',
          ],
        },
      ],
    },
  },
  {
    // A server module is used through its index.ts only (ARCHITECTURE.md decision 5): its plugin,
    // service functions, types and tables; never another module's files.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(modules/)?(${serverModules.join('|')})/(?!index\\.js$)`,
              message:
                'Another server module is used through its index.ts only (ARCHITECTURE.md decision 5).',
            },
            {
              regex: `^\\./modules/(${serverModules.join('|')})/(?!index\\.js$)`,
              message:
                'A server module is used through its index.ts only (ARCHITECTURE.md decision 5).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/{editor-widget,workbench-widgets,design}/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@podkit/portal', '@podkit/shopify-embed'] }],
    },
  },
);
