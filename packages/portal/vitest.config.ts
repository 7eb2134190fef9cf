import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'portal', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
