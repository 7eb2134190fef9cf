import { defineConfig } from 'vitest/config';

// The React build of the widgets. vitest.preact.config.ts runs the same tests under preact/compat.
export default defineConfig({
  test: {
    name: 'widget-kit',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
