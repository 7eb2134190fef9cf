// Gzip sizes of the embed build (packages/shopify-embed/dist/embed): the script-tag loader, the
// shared runtime, and per widget its chunk plus the non-runtime chunks it imports statically.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const embedDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/shopify-embed/dist/embed',
);

const gzipBytes = (file) =>
  gzipSync(fs.readFileSync(path.join(embedDir, file)), { level: 9 }).length;

function staticImports(file) {
  const code = fs.readFileSync(path.join(embedDir, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
}

/** Every file a chunk needs before it runs, itself included. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of staticImports(file)) closure(next, seen);
  return seen;
}

export function embedSizes() {
  const manifestPath = path.join(embedDir, 'embed-manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run 'pnpm --filter @podkit/shopify-embed build'`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const runtimeFiles = fs.readdirSync(embedDir).filter((f) => /^runtime-.*\.js$/.test(f));
  const runtime = runtimeFiles.reduce((sum, f) => sum + gzipBytes(f), 0);
  const widgets = Object.fromEntries(
    Object.entries(manifest.chunks).map(([name, file]) => {
      const files = [...closure(file)].filter((f) => !runtimeFiles.includes(f));
      return [name, { files, gzip: files.reduce((sum, f) => sum + gzipBytes(f), 0) }];
    }),
  );
  const loaderCode = fs.readFileSync(path.join(embedDir, manifest.loader), 'utf8');
  return {
    loader: { file: manifest.loader, gzip: gzipBytes(manifest.loader), code: loaderCode },
    runtime: { files: runtimeFiles, gzip: runtime },
    widgets,
  };
}
