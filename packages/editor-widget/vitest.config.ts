import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'editor-widget',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
