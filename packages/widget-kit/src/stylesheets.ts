/**
 * One constructable stylesheet per (document, css text), shared by every shadow root that adopts
 * it, so a page with twenty widgets parses their CSS once. Where adoptedStyleSheets is missing
 * (older Safari and Firefox) each root gets a <style> element instead.
 */

export type StyleRoot = ShadowRoot | Document;

const sheetsByDocument = new WeakMap<Document, Map<string, CSSStyleSheet>>();

// nodeType rather than instanceof: the root may come from another window (an iframe).
function isDocument(root: StyleRoot): root is Document {
  return root.nodeType === Node.DOCUMENT_NODE;
}

function documentOf(root: StyleRoot): Document {
  return isDocument(root) ? root : root.ownerDocument;
}

export function supportsAdoptedStyleSheets(root: StyleRoot): boolean {
  const view = documentOf(root).defaultView;
  return (
    Array.isArray((root as { adoptedStyleSheets?: unknown }).adoptedStyleSheets) &&
    typeof view?.CSSStyleSheet?.prototype.replaceSync === 'function'
  );
}

/** The shared sheet for `css` in the root's document (created on first use). */
export function sharedStyleSheet(root: StyleRoot, css: string): CSSStyleSheet {
  const document = documentOf(root);
  let sheets = sheetsByDocument.get(document);
  if (!sheets) {
    sheets = new Map();
    sheetsByDocument.set(document, sheets);
  }
  let sheet = sheets.get(css);
  if (!sheet) {
    // A sheet may only be adopted into the document (window) that constructed it.
    const view = document.defaultView as (Window & typeof globalThis) | null;
    sheet = new (view?.CSSStyleSheet ?? CSSStyleSheet)();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Apply `css` inside `root`; the returned function takes it away again. */
export function adoptStyles(root: StyleRoot, css: string): () => void {
  if (supportsAdoptedStyleSheets(root)) {
    const sheet = sharedStyleSheet(root, css);
    if (!root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }
  const document = documentOf(root);
  const style = document.createElement('style');
  style.textContent = css;
  (isDocument(root) ? document.head : root).append(style);
  return () => style.remove();
}
