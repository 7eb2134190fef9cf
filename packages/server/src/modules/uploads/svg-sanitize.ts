import type { DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

/** A reference that stays inside the file: a fragment or an embedded raster image. */
function isInternal(target: string): boolean {
  const value = target.trim();
  return value.startsWith('#') || /^data:image\/(png|jpe?g|gif|webp|bmp);base64,/i.test(value);
}

/** CSS that reaches outside the file (an @import, or url() to anything but a fragment or image). */
function hasExternalCss(css: string): boolean {
  if (/@import/i.test(css)) return true;
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)].some(
    (m) => !isInternal(m[2] ?? ''),
  );
}

/** DOMPurify on a jsdom window, made on first use so servers that never see an SVG skip the cost. */
async function svgPurifier(): Promise<Purifier> {
  if (purifier) return purifier;
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  const instance = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href') && !isInternal(data.attrValue))
      data.keepAttr = false;
    if (name === 'style' && hasExternalCss(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && hasExternalCss(node.textContent ?? ''))
      node.parentNode?.removeChild(node);
  });
  purifier = instance;
  return instance;
}

/**
 * The SVG with everything that could run script or load other content removed: script and
 * foreignObject, event attributes, javascript: links, and references leaving the file. The clean
 * text is what gets stored, so a picture stays a picture wherever it is shown.
 */
export async function sanitizeSvg(text: string): Promise<string> {
  const clean = (await svgPurifier()).sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is safe here: the hook above keeps only references inside the file.
    ADD_TAGS: ['use'],
    RETURN_TRUSTED_TYPE: false,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}`;
}
