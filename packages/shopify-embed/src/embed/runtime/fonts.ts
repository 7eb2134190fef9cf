/**
 * `@font-face` inside a shadow root is not registered, so the widgets' fonts are declared once
 * in the partner's document, under prefixed family names that cannot clash with the page's own.
 */
export const EMBED_FONT_PREFIX = 'podkit-';

/** The family name a widget uses for one of PodKit's fonts inside an embed. */
export function embedFontFamily(family: string): string {
  return `${EMBED_FONT_PREFIX}${family}`;
}

/** Adds the embed's font stylesheet (built to <base>fonts/fonts.css) to the document, once. */
export function declareEmbedFonts(document: Document, base: string): void {
  if (document.querySelector('link[data-podkit-fonts]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('fonts/fonts.css', base).href;
  link.dataset.podkitFonts = '';
  document.head.append(link);
}
