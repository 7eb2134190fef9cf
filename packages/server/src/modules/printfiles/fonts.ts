import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/** Fonts the print renderer draws with, from the same font files the browser editor loads. */
const printFonts = [{ family: 'Hanalei Fill', fontsourcePackage: '@fontsource/hanalei-fill' }];

let registered = false;

/** Registers every print font once per process; the font files come with their npm packages. */
export function registerPrintFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const font of printFonts) {
    const folder = path.join(
      path.dirname(require.resolve(`${font.fontsourcePackage}/package.json`)),
      'files',
    );
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.woff2'))) {
      GlobalFonts.registerFromPath(path.join(folder, file), font.family);
    }
  }
  registered = true;
}
