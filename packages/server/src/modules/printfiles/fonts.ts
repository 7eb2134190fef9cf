import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { browserFaces, designFonts, fontFolder } from '../fonts/index.js';

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

/** Code point ranges [from, to] of a CSS unicode-range list ("U+0000-00FF,U+0131,U+4E??"). */
export function parseUnicodeRange(list: string): Array<[number, number]> {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part): [number, number] => {
      if (part.includes('?'))
        return [parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'F'), 16)];
      const [from = '', to = from] = part.split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    });
}

const rangesByFamily = new Map<string, Array<[number, number]>>();

function rangesOf(family: string): Array<[number, number]> | undefined {
  const cached = rangesByFamily.get(family);
  if (cached) return cached;
  const font = designFonts.find((candidate) => candidate.family === family);
  if (!font) return undefined;
  const ranges = browserFaces(font).flatMap((face) => parseUnicodeRange(face.unicodeRange));
  rangesByFamily.set(family, ranges);
  return ranges;
}

/**
 * The characters of `text` that the design font `family` has no file for (the browser would
 * draw them with some other font, and so would the print): none for a font not in the catalogue
 * is the caller's check, so it answers null there.
 */
export function charactersMissingFrom(family: string, text: string): string[] | null {
  const ranges = rangesOf(family);
  if (!ranges) return null;
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    const code = char.codePointAt(0)!;
    if (!ranges.some(([from, to]) => code >= from && code <= to)) missing.add(char);
  }
  return [...missing];
}
