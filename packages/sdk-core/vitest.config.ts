import { defineConfig } from 'vitest/config';

// Node by default; a test that needs a DOM opts in with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    name: 'sdk-core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
