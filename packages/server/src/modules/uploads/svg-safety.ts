import { SaxesParser, type SaxesTagPlain } from 'saxes';

export type SvgVerdict = { ok: true } | { ok: false; reason: string; notSvg?: boolean };

/** Elements that run script or pull in other documents. */
const forbiddenElements = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'audio',
  'video',
]);
const animationElements = new Set([
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'animatecolor',
]);

/** References that stay inside the file: a fragment, or an embedded raster image. */
function isInternalReference(target: string): boolean {
  const value = target.trim();
  return value.startsWith('#') || /^data:image\/(png|jpe?g|gif|webp|bmp);base64,/i.test(value);
}

function localName(qualified: string): string {
  return qualified.slice(qualified.indexOf(':') + 1).toLowerCase();
}

/** The first reference in CSS text that leaves the file (`url(...)` to elsewhere, any `@import`). */
function externalCssReference(css: string): string | null {
  if (/@import/i.test(css)) return '@import';
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    const target = match[2] ?? '';
    if (!isInternalReference(target)) return target || 'url()';
  }
  return null;
}

/**
 * Checks that the text is a well-formed SVG document that cannot run script or load anything
 * from outside when a browser opens it: `<svg>` root; no script-capable elements; no `on*`
 * attributes; every href a fragment or embedded raster image; no external CSS; no entity
 * declarations; no stylesheet processing instructions. Refuses rather than rewrites, so what is
 * stored is byte-for-byte what the user sent.
 */
export function checkSvgSafety(text: string): SvgVerdict {
  const parser = new SaxesParser({ xmlns: false });
  let verdict: SvgVerdict | null = null;
  let sawRoot = false;
  let inStyle = 0;
  const refuse = (reason: string) => {
    verdict ??= { ok: false, reason };
  };

  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) refuse('含有实体声明（<!ENTITY>）');
  });
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() === 'xml-stylesheet') refuse('引用了外部样式表（xml-stylesheet）');
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (!sawRoot) {
      sawRoot = true;
      if (name !== 'svg')
        verdict ??= { ok: false, reason: `根元素是 <${tag.name}> 而不是 <svg>`, notSvg: true };
    }
    if (forbiddenElements.has(name)) refuse(`含有脚本或嵌入内容（<${tag.name}>）`);
    if (name === 'style') inStyle += 1;
    for (const [attribute, value] of Object.entries(tag.attributes)) {
      const attr = localName(attribute);
      if (attr.startsWith('on')) refuse(`含有事件属性（${attribute}）`);
      else if (attr === 'href' && !isInternalReference(value))
        refuse(`引用了外部地址（${attribute}="${value.slice(0, 80)}"）`);
      else if (/javascript:/i.test(value)) refuse(`含有 javascript: 地址（${attribute}）`);
      else if (
        animationElements.has(name) &&
        attr === 'attributename' &&
        /^(on|.*href$)/i.test(localName(value))
      ) {
        refuse(`含有改写链接或事件的动画（<${tag.name} attributeName="${value}">）`);
      } else {
        const external = externalCssReference(value);
        if (external && (attr === 'style' || value.includes('url(')))
          refuse(`引用了外部资源（${external.slice(0, 80)}）`);
      }
    }
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (localName(tag.name) === 'style') inStyle -= 1;
  });
  const onStyleText = (text: string) => {
    if (inStyle <= 0) return;
    const external = externalCssReference(text);
    if (external) refuse(`样式中引用了外部资源（${external.slice(0, 80)}）`);
  };
  parser.on('text', onStyleText);
  parser.on('cdata', onStyleText);

  try {
    parser.write(text).close();
  } catch {
    // A refusal found before the parse error (e.g. the entity that then fails to resolve) says more.
    return verdict ?? { ok: false, reason: '不是格式正确的 XML', notSvg: true };
  }
  if (!sawRoot) return { ok: false, reason: '没有任何元素', notSvg: true };
  return verdict ?? { ok: true };
}
