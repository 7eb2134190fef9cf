import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shopify-embed',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
