import { defineConfig } from 'vitest/config';

// The embed build aliases React to preact/compat (ARCHITECTURE.md decision 3); the editor's UI
// tests run again under the same aliases.
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
    name: 'editor-widget:preact',
    // Rendering in happy-dom beside the server suites on two cores can pass 5 s (seen in CI).
    testTimeout: 15_000,
    environment: 'happy-dom',
    include: ['src/ui/**/*.test.{ts,tsx}'],
    env: { PODKIT_REACT_RUNTIME: 'preact' },
  },
});
