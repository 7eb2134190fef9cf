import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace. The server suite (test/**) runs once per database: PGlite
// always, PostgreSQL when TEST_DATABASE_URL names a server; its unit tests (src/**) run once.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Demo product pictures are drawn once and reused by every test file's fresh database.
const seedCache = path.join(os.tmpdir(), 'podkit-seed-pictures');

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      'packages/sdk-core',
      'packages/widget-kit',
      {
        extends: './packages/widget-kit/vitest.preact.config.ts',
        test: { name: 'widget-kit:preact', root: './packages/widget-kit' },
      },
      'packages/design',
      'packages/editor-widget',
      {
        extends: './packages/editor-widget/vitest.preact.config.ts',
        test: { name: 'editor-widget:preact', root: './packages/editor-widget' },
      },
      'packages/workbench-widgets',
      {
        extends: './packages/workbench-widgets/vitest.preact.config.ts',
        test: { name: 'workbench-widgets:preact', root: './packages/workbench-widgets' },
      },
      'packages/shopify-embed',
      'packages/portal',
      {
        extends: './packages/server/vitest.config.ts',
        test: {
          name: 'server:pglite',
          root: './packages/server',
          env: { PODKIT_TEST_DB: 'pglite', PODKIT_SEED_CACHE_DIR: seedCache },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: './packages/server/vitest.config.ts',
              test: {
                name: 'server:postgres',
                root: './packages/server',
                // The unit tests beside the code (src/**) touch no database: they run once, above.
                exclude: ['src/**', '**/node_modules/**'],
                env: { PODKIT_TEST_DB: 'postgres', PODKIT_SEED_CACHE_DIR: seedCache },
              },
            },
          ]
        : []),
      'tests',
    ],
  },
});
