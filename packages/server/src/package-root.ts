import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** The server package's folder, whether running from src/ (tests, tsx) or the dist/ bundle. */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@podkit/server'
    ) {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('@podkit/server package.json not found above ' + import.meta.url);
    dir = parent;
  }
}
