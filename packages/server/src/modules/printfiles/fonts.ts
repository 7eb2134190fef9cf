import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { browserFaces, designFonts, fontFolder } from '../fonts/catalogue.js';

let registered = false;

/**
 * Registers every design font once per process from exactly the files the editor downloads
 * (`/frontend/fonts`), each subset under the font's family, so text prints as it was seen.
 */
export function registerPrintFonts(): void {
  if (registered) return;
  for (const font of designFonts) {
    const folder = fontFolder(font);
    for (const face of browserFaces(font))
      GlobalFonts.registerFromPath(path.join(folder, face.file), font.family);
  }
  registered = true;
}
