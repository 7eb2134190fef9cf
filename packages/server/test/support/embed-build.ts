import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A stand-in for the embed build (packages/shopify-embed): its manifest, loader and admin chunk. */
export function fakeEmbedBuild(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-embed-'));
  fs.writeFileSync(
    path.join(dir, 'embed-manifest.json'),
    JSON.stringify({ loader: 'podkit.js', admin: 'admin-AbCd1234.js' }),
  );
  fs.writeFileSync(path.join(dir, 'podkit.js'), '/* loader */');
  fs.writeFileSync(path.join(dir, 'admin-AbCd1234.js'), 'export {};');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
