import type { DesignDocument } from '@podkit/design';
import type { DesignFontInfo } from '@podkit/sdk-core';

/**
 * Design fonts in the page. @font-face rules inside a shadow root are not registered by browsers,
 * so they go into the host document, under prefixed family names that cannot clash with the
 * host page's own fonts.
 */

const FAMILY_PREFIX = 'podkit-design-';
const STYLE_ID = 'podkit-design-fonts';

export function pageFamily(family: string): string {
  return `${FAMILY_PREFIX}${family}`;
}

/** The document with its text layers in the page's (prefixed) font families, for drawing here. */
export function withPageFonts(document: DesignDocument): DesignDocument {
  return {
    ...document,
    views: document.views.map((view) => ({
      ...view,
      layers: view.layers.map((layer) =>
        layer.kind === 'text' ? { ...layer, fontFamily: pageFamily(layer.fontFamily) } : layer,
      ),
    })),
  };
}

/** CSS font-family value for a design font, quoted. */
export function cssFamily(family: string): string {
  return JSON.stringify(pageFamily(family));
}

/** The @font-face rules of the fonts, one per file; `baseUrl` resolves the files' relative URLs. */
export function fontFaceCss(fonts: readonly DesignFontInfo[], baseUrl: string): string {
  return fonts
    .flatMap((font) =>
      font.faces.map(
        (face) =>
          `@font-face{font-family:${cssFamily(font.family)};font-style:normal;font-weight:400;` +
          `font-display:block;src:url(${JSON.stringify(joinUrl(baseUrl, face.url))}) format('woff2');` +
          `unicode-range:${face.unicode_range};}`,
      ),
    )
    .join('\n');
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** Puts the rules into the document once (a second editor on the page reuses them). */
export function installFontFaces(
  document: Document,
  fonts: readonly DesignFontInfo[],
  baseUrl: string,
): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = fontFaceCss(fonts, baseUrl);
  document.head.append(style);
}

/**
 * Loads the files of `family` that hold the characters of `text` (and only those: a Chinese font
 * is split by unicode-range into about a hundred files). Resolves once they can be drawn.
 */
export async function loadFontFor(document: Document, family: string, text: string): Promise<void> {
  const fonts = (document as Document & { fonts?: FontFaceSet }).fonts;
  if (!fonts) return;
  await fonts.load(`40px ${cssFamily(family)}`, text || ' ');
}

/** Whether `text` has Chinese, Japanese or Korean characters. */
export function hasCjk(text: string): boolean {
  return /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(text);
}
