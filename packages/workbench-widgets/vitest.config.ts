import { defineConfig } from 'vitest/config';

// The React build of the widgets. vitest.preact.config.ts runs the same tests under preact/compat.
export default defineConfig({
  test: {
    name: 'workbench-widgets',
    // Rendering in happy-dom beside the server suites on two cores can pass 5 s (seen in CI).
    testTimeout: 15_000,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test-setup.ts'],
  },
});
