import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'portal',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // antd forms rendered in happy-dom take seconds each while CI runs the server suites beside
    // them on two cores (ViewEditor's typed-position test: 2.5 s quiet, 6–12 s under that load).
    testTimeout: 20_000,
  },
});
