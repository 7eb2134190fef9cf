import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '@podkit/design';
import { cssFamily, fontFaceCss, hasCjk, pageFamily, withPageFonts } from './fonts';

describe('design fonts in the page', () => {
  it('declares each file under the prefixed family with its unicode range', () => {
    const css = fontFaceCss(
      [
        {
          family: 'ZCOOL KuaiLe',
          label: '站酷快乐体',
          cjk: 1,
          faces: [
            {
              url: '/frontend/fonts/zcool-kuaile/a-5-400-normal.woff2',
              unicode_range: 'U+4e00-4e10',
            },
          ],
        },
      ],
      'https://shop.example/req/',
    );
    expect(css).toContain(`font-family:${cssFamily('ZCOOL KuaiLe')}`);
    expect(css).toContain(
      'src:url("https://shop.example/req/frontend/fonts/zcool-kuaile/a-5-400-normal.woff2")',
    );
    expect(css).toContain('unicode-range:U+4e00-4e10;');
    expect(pageFamily('Hanalei Fill')).toBe('podkit-design-Hanalei Fill');
  });

  it('tells Chinese text apart', () => {
    expect(hasCjk('你好 PodKit')).toBe(true);
    expect(hasCjk('Hello, world!')).toBe(false);
  });

  it('draws a document’s texts in the page families without touching the document', () => {
    const document = {
      schemaVersion: 1,
      productId: 1,
      colorId: 1,
      views: [
        {
          viewId: 1,
          printArea: { widthMm: 10, heightMm: 10, dpi: 150 },
          layers: [{ kind: 'text', id: 't', fontFamily: 'Hanalei Fill' }],
        },
      ],
    } as unknown as DesignDocument;
    const shown = withPageFonts(document);
    expect(shown.views[0]!.layers[0]).toMatchObject({ fontFamily: 'podkit-design-Hanalei Fill' });
    expect(document.views[0]!.layers[0]).toMatchObject({ fontFamily: 'Hanalei Fill' });
  });
});
