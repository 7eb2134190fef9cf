import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/main.ts',
    'src/first-start.ts',
    'src/worker.ts',
    'src/backup-cli.ts',
    'src/index.ts',
  ],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages are bundled in; third-party packages stay in node_modules.
  noExternal: [/^@podkit\//],
});
