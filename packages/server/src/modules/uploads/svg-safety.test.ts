import { describe, expect, it } from 'vitest';
import { checkSvgSafety } from './svg-safety.js';

const svg = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${inner}</svg>`;

describe('SVG safety check', () => {
  it('accepts ordinary artwork', () => {
    const artwork = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: Adobe Illustrator -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
${svg(
  `<defs><style><![CDATA[.cls-1{fill:url(#grad);}]]></style><linearGradient id="grad"><stop offset="0"/></linearGradient></defs>
   <a href="#part"><rect class="cls-1" width="10" height="10" style="stroke:#000"/></a>
   <image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
   <text x="1" y="5">安全 &amp; 正常 url(http://x)</text>`,
  ' viewBox="0 0 10 10"',
)}`;
    expect(checkSvgSafety(artwork)).toEqual({ ok: true });
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>'), '<script>'],
    [
      'a namespaced script element',
      svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'),
      'svg:script',
    ],
    ['foreignObject', svg('<foreignObject><iframe src="x"/></foreignObject>'), 'foreignObject'],
    ['an event attribute', svg('<rect onclick="alert(1)"/>'), 'onclick'],
    ['an event attribute on the root', svg('', ' onload="alert(1)"'), 'onload'],
    [
      'an external href',
      svg('<image href="https://evil.example/x.png"/>'),
      'https://evil.example/x.png',
    ],
    [
      'an external xlink:href',
      svg('<use xlink:href="http://evil.example/s.svg#a"/>'),
      'xlink:href',
    ],
    ['a javascript link', svg('<a href="javascript:alert(1)"><text>x</text></a>'), 'javascript'],
    [
      'an entity-encoded javascript link',
      svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>'),
      'javascript',
    ],
    [
      'an animation that rewrites a link',
      svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
      'attributeName',
    ],
    [
      'an external url() in a style attribute',
      svg('<rect style="fill:url(https://evil.example/p)"/>'),
      'https://evil.example/p',
    ],
    [
      'an external url() in a presentation attribute',
      svg('<rect fill="url(//evil.example/p#x)"/>'),
      '//evil.example/p#x',
    ],
    [
      '@import in a style element',
      svg('<style>@import "https://evil.example/a.css";</style>'),
      '@import',
    ],
    [
      'an entity declaration',
      `<!DOCTYPE svg [<!ENTITY x "boom">]>${svg('<text>&x;</text>')}`,
      'ENTITY',
    ],
    [
      'an xml-stylesheet instruction',
      `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`,
      'xml-stylesheet',
    ],
  ])('refuses %s', (_label, text, mention) => {
    const verdict = checkSvgSafety(text);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.reason).toContain(mention);
      expect(verdict.notSvg).toBeUndefined();
    }
  });

  it('tells content that is not SVG at all', () => {
    expect(checkSvgSafety('just some words')).toMatchObject({ ok: false, notSvg: true });
    expect(checkSvgSafety('<html><body/></html>')).toMatchObject({
      ok: false,
      notSvg: true,
      reason: expect.stringContaining('<html>'),
    });
    expect(checkSvgSafety('<svg><rect></svg>')).toMatchObject({ ok: false, notSvg: true });
  });
});
