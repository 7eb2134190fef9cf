import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Widgets from source, as the portal and the embed build compile them.
const sources = ['sdk-core', 'design', 'widget-kit', 'workbench-widgets', 'editor-widget'].map(
  (name) => ({
    find: new RegExp(`^@podkit/${name}$`),
    replacement: path.join(root, 'packages', name, 'src/index.ts'),
  }),
);

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Docgen is not needed for widget stories and was most of the build time.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    viteConfig.resolve ??= {};
    const existing = viteConfig.resolve.alias;
    viteConfig.resolve.alias = [
      ...sources,
      ...(Array.isArray(existing)
        ? existing
        : Object.entries(existing ?? {}).map(([find, replacement]) => ({ find, replacement }))),
    ];
    return viteConfig;
  },
};

export default config;
