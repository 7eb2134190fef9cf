import { defineConfig } from 'vitest/config';

// One runner for the whole workspace. The server suite runs once per database:
// PGlite always, PostgreSQL when TEST_DATABASE_URL names a server.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      'packages/sdk-core',
      'packages/design',
      'packages/editor-widget',
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
          env: { PODKIT_TEST_DB: 'pglite' },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: './packages/server/vitest.config.ts',
              test: {
                name: 'server:postgres',
                root: './packages/server',
                env: { PODKIT_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      'tests',
    ],
  },
});
