import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '@podkit/editor-widget';
import type { Client, DistributionBasicProduct } from '@podkit/sdk-core';
import { reopenDesignPath } from './design-paths.js';
import { saveGroupDesign } from './group-save.js';
import { idParam } from './id-param.js';

function blank(id: number, widthMm: number, heightMm: number): DistributionBasicProduct {
  return {
    id,
    name: `产品${id}`,
    colors: [{ id: id * 10, name: '白色' }],
    sizes: [{ id: id * 100, name: 'M' }],
    views: [
      {
        view_id: id,
        name: '正面',
        sort: 1,
        canvas_width: 500,
        canvas_height: 500,
        print_area: { width_mm: widthMm, height_mm: heightMm, dpi: 150 },
      },
    ],
  } as unknown as DistributionBasicProduct;
}

describe('design screen helpers', () => {
  it('reads only positive whole ids from the address', () => {
    expect(idParam('12')).toBe(12);
    for (const bad of [null, '', '0', '-3', '1.5', '1e3', 'abc', '99999999999999999999'])
      expect(idParam(bad)).toBeNull();
  });

  it('reopens a design record on its blank', () => {
    expect(reopenDesignPath({ id: 5, basic_product_id: 2 })).toBe(
      '/design/singleDesign?id=2&product_id=5',
    );
  });

  it('saves a group design onto each blank by its own print area and reports failures', async () => {
    const shirt = blank(1, 200, 200);
    const mug = blank(2, 100, 50);
    const design: DesignDocument = {
      schemaVersion: 1,
      productId: 1,
      colorId: 10,
      views: [
        {
          viewId: 1,
          printArea: { widthMm: 200, heightMm: 200, dpi: 150 },
          layers: [
            {
              kind: 'text',
              id: 't',
              x: 50,
              y: 90,
              width: 100,
              height: 20,
              rotation: 0,
              visible: true,
              locked: false,
              content: 'Hi',
              fontFamily: 'Hanalei Fill',
              fontSize: 10,
              fill: '#000000',
              stroke: null,
              letterSpacing: 0,
              lineHeight: 1.2,
              align: 'center',
            },
          ],
        },
      ],
    };
    const bodies: Array<Record<string, unknown>> = [];
    const client = {
      post: async (_path: string, body: Record<string, unknown>) => {
        bodies.push(body);
        if (body.basic_product_id === 2) throw new Error('颜色 20 不属于该空白商品');
        return { id: bodies.length, skus: [], job_id: 1, tort_hits: [] };
      },
    } as unknown as Client;
    const results = await saveGroupDesign(client, '组合', design, [
      { blank: shirt, colorIds: [10], sizeIds: [100] },
      { blank: mug, colorIds: [20], sizeIds: [200] },
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect(results[1]).toMatchObject({ ok: false, error: '颜色 20 不属于该空白商品' });
    expect(bodies.map((b) => b.name)).toEqual(['组合 - 产品1', '组合 - 产品2']);
    const onMug = bodies[1]!.document as DesignDocument;
    expect(onMug.productId).toBe(2);
    const carried = onMug.views[0]!.layers[0]!;
    // 200 × 200 onto 100 × 50: half size at most and centred on the mug's own area.
    expect(carried.width).toBeCloseTo(25);
    expect(carried.x + carried.width / 2).toBeCloseTo(50);
    expect(carried.y + carried.height / 2).toBeCloseTo(25);
  });
});
