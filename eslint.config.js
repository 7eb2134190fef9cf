import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['packages/server/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
    files: ['packages/{editor-widget,workbench-widgets,sdk-core,design}/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@podkit/portal', '@podkit/shopify-embed'] }],
    },
  },
);
