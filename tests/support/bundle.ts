import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles a browser page script (TypeScript) into one IIFE, in memory. Bare imports resolve from
 * the importing file as usual, then from the tests' and editor's packages (bench pages live
 * outside any package).
 */
export async function bundleForBrowser(
  entry: string,
  options: { preact?: boolean } = {},
): Promise<string> {
  const built = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    nodePaths: [
      path.join(root, 'tests/node_modules'),
      path.join(root, 'packages/editor-widget/node_modules'),
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
    // The embed bundles run widgets on Preact: the same aliases check a widget works there too.
    alias: options.preact
      ? {
          react: 'preact/compat',
          'react-dom': 'preact/compat',
          'react/jsx-runtime': 'preact/jsx-runtime',
        }
      : {},
  });
  const [output] = built.outputFiles ?? [];
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  return output.text;
}
