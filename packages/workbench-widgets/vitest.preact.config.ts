import { defineConfig } from 'vitest/config';

// The embed build aliases React to preact/compat (ARCHITECTURE.md decision 3); the widget tests
// run again under the same aliases.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  test: {
    name: 'workbench-widgets:preact',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test-setup.ts'],
    env: { PODKIT_REACT_RUNTIME: 'preact' },
  },
});
