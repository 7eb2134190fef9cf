import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'editor-widget',
    // Rendering in happy-dom beside the server suites on two cores can pass 5 s (seen in CI).
    testTimeout: 15_000,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
