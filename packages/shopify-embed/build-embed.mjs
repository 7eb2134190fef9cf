// The embed build (ARCHITECTURE.md decision 3): widgets with `react` aliased to preact/compat,
// split into one chunk per widget, one shared runtime chunk and the admin page, then podkit.js,
// the tiny script-tag loader, told the chunks' hashed names. Output: dist/embed/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(root, 'dist', 'embed');

export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

// Widget code and the libraries every widget uses share one cached chunk.
const RUNTIME = [
  /node_modules\/(preact|ofetch|destr|ufo|nanostores)\//,
  // sdk-core's client, tokens and errors; its typed calls go with the widgets that make them.
  /packages\/sdk-core\/src\/(?!api\/|upload\/)/,
  /packages\/sdk-core\/src\/api\/(embed|site)\./,
  /packages\/widget-kit\/src\/(mount-widget|stylesheets|theme|portal-layer|base-styles|toast-notifier|event-path|icon-element)\./,
  /packages\/shopify-embed\/src\/(events|embed\/runtime\/)/,
];

const widgetChunks = Object.fromEntries(
  fs
    .readdirSync(path.join(root, 'src/embed/widgets'))
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
    .map((name) => [name.replace(/\.ts$/, ''), path.join(root, 'src/embed/widgets', name)]),
);

// Workspace packages from source, so each widget's modules land in its own chunk.
const sources = ['sdk-core', 'design', 'widget-kit', 'workbench-widgets', 'editor-widget'].map(
  (name) => ({
    find: new RegExp(`^@podkit/${name}$`),
    replacement: path.join(root, '..', name, 'src/index.ts'),
  }),
);

const shared = {
  configFile: false,
  logLevel: 'warn',
  resolve: { alias: [...preactAliases, ...sources] },
  define: { 'process.env.NODE_ENV': '"production"' },
};

const chunks = await build({
  ...shared,
  root,
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: { ...widgetChunks, admin: path.join(root, 'src/embed/admin/admin-page.ts') },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: '[name]-[hash].js',
        manualChunks: (id) => (RUNTIME.some((pattern) => pattern.test(id)) ? 'runtime' : undefined),
      },
    },
  },
});

const output = (Array.isArray(chunks) ? chunks : [chunks]).flatMap((result) => result.output);
const fileOf = Object.fromEntries(
  output.filter((item) => item.type === 'chunk' && item.isEntry).map((c) => [c.name, c.fileName]),
);
const chunkMap = Object.fromEntries(Object.keys(widgetChunks).map((name) => [name, fileOf[name]]));

// Every chunk a widget chunk imports statically, however deep: the loader fetches them all at
// once instead of finding each level only after the one above has arrived.
const importsOf = Object.fromEntries(
  output.filter((item) => item.type === 'chunk').map((c) => [c.fileName, c.imports]),
);
function staticImports(file, seen = new Set()) {
  for (const imported of importsOf[file] ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(imported, seen);
  }
  return [...seen];
}
const loadMap = Object.fromEntries(
  Object.entries(chunkMap).map(([name, file]) => [name, [file, ...staticImports(file)]]),
);

await build({
  ...shared,
  root,
  define: { ...shared.define, __PODKIT_CHUNKS__: JSON.stringify(loadMap) },
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    reportCompressedSize: false,
    lib: {
      entry: path.join(root, 'src/embed/podkit.ts'),
      formats: ['iife'],
      name: 'podkitLoader',
      fileName: () => 'podkit.js',
    },
  },
});

const manifest = { loader: 'podkit.js', admin: fileOf.admin, chunks: chunkMap };
fs.writeFileSync(path.join(outDir, 'embed-manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`embed build: ${Object.keys(chunkMap).join(', ')} → dist/embed/`);
