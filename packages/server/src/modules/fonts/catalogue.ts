import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts a design may use. The editor loads them from the server (below) and the print
 * renderer registers the same files, so a text prints exactly as the reseller saw it.
 */
export interface DesignFont {
  family: string;
  /** Shown in the editor's font list. */
  label: string;
  /** The fontsource package holding the files (npm dependency of the server). */
  fontsourcePackage: string;
  /** Has Chinese glyphs: the editor offers it for Chinese text. */
  cjk: boolean;
}

export const designFonts: readonly DesignFont[] = [
  {
    family: 'Hanalei Fill',
    label: 'Hanalei Fill',
    fontsourcePackage: '@fontsource/hanalei-fill',
    cjk: false,
  },
  {
    family: 'ZCOOL KuaiLe',
    label: '站酷快乐体',
    fontsourcePackage: '@fontsource/zcool-kuaile',
    cjk: true,
  },
];

/** One file of a font and the characters it holds (CSS unicode-range). */
export interface FontFace {
  file: string;
  unicodeRange: string;
}

const require = createRequire(import.meta.url);

/** The folder of a font's files. */
export function fontFolder(font: DesignFont): string {
  return path.join(
    path.dirname(require.resolve(`${font.fontsourcePackage}/package.json`)),
    'files',
  );
}

const facesByFamily = new Map<string, FontFace[]>();

/**
 * The browser's faces of a font: one woff2 per unicode-range subset (regular weight), so a page
 * downloads only the subsets holding the characters it draws — a Chinese font is thousands of
 * glyphs split into about a hundred files.
 */
export function browserFaces(font: DesignFont): FontFace[] {
  const cached = facesByFamily.get(font.family);
  if (cached) return cached;
  const folder = fontFolder(font);
  const packageFolder = path.dirname(folder);
  const ranges = JSON.parse(
    fs.readFileSync(path.join(packageFolder, 'unicode.json'), 'utf8'),
  ) as Record<string, string>;
  const id = path.basename(packageFolder);
  const files = new Set(fs.readdirSync(folder));
  const faces = Object.entries(ranges).flatMap(([subset, unicodeRange]) => {
    const file = `${id}-${subset.replace(/^\[|\]$/g, '')}-400-normal.woff2`;
    return files.has(file) ? [{ file, unicodeRange }] : [];
  });
  facesByFamily.set(font.family, faces);
  return faces;
}

/** URL-safe name of a font's folder in the file route. */
export function fontSlug(font: DesignFont): string {
  return font.family.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
