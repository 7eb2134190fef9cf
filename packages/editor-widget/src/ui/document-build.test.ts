import { describe, expect, it } from 'vitest';
import type { DesignDocument, TextLayer } from '@podkit/design';
import type { DistributionBasicProduct, Material } from '@podkit/sdk-core';
import {
  blankDocument,
  carryDesign,
  clearedDocument,
  documentSources,
  documentTexts,
  imageLayerFor,
  placeStyle,
  textLayerFor,
  updateLayer,
} from './document-build';

function view(id: number, sort: number, widthMm: number, heightMm: number) {
  return {
    view_id: id,
    name: `视图${id}`,
    sort,
    canvas_width: 1000,
    canvas_height: 1000,
    print_area: {
      view_id: id,
      left: 100,
      top: 100,
      width: 400,
      height: 400,
      width_mm: widthMm,
      height_mm: heightMm,
      dpi: 150,
    },
  };
}

const shirt = {
  id: 7,
  views: [view(2, 2, 300, 400), view(1, 1, 200, 200)],
} as unknown as DistributionBasicProduct;
const mug = { id: 9, views: [view(5, 1, 100, 50)] } as unknown as DistributionBasicProduct;

const picture = { id: 31, url: '/files/a.png', width: 2000, height: 1000 } as Material;

describe('blankDocument', () => {
  it('has the blank’s views in their order with print areas in millimetres', () => {
    const document = blankDocument(shirt, 3);
    expect(document).toMatchObject({ schemaVersion: 1, productId: 7, colorId: 3 });
    expect(document.views.map((v) => v.viewId)).toEqual([1, 2]);
    expect(document.views[1]!.printArea).toEqual({ widthMm: 300, heightMm: 400, dpi: 150 });
  });
});

describe('imageLayerFor', () => {
  it('centres the picture at most 80 % of the print area, keeping its shape', () => {
    const front = blankDocument(shirt, 3).views[1]!;
    const layer = imageLayerFor(picture, front);
    expect(layer.width).toBeCloseTo(240);
    expect(layer.height).toBeCloseTo(120);
    expect(layer.x + layer.width / 2).toBeCloseTo(150);
    expect(layer.y + layer.height / 2).toBeCloseTo(200);
    expect(layer).toMatchObject({ materialId: 31, src: '/files/a.png', pixelWidth: 2000 });
  });

  it('refuses a material without a size', () => {
    const front = blankDocument(shirt, 3).views[0]!;
    expect(() => imageLayerFor({ ...picture, width: null }, front)).toThrow('没有可用的图片尺寸');
  });
});

describe('carryDesign', () => {
  it('places each view’s layers on the other blank’s view by its own print area', () => {
    const onShirt = blankDocument(shirt, 3);
    const layer = imageLayerFor(picture, onShirt.views[0]!);
    const designed: DesignDocument = {
      ...onShirt,
      views: [{ ...onShirt.views[0]!, layers: [layer] }, onShirt.views[1]!],
    };
    const onMug = carryDesign(designed, blankDocument(mug, 4));
    const carried = onMug.views[0]!.layers[0]!;
    expect(onMug.productId).toBe(9);
    // 200 × 200 mm onto 100 × 50 mm: scaled by the smaller factor (0.25), centred.
    expect(carried.width).toBeCloseTo(layer.width * 0.25);
    expect(carried.x + carried.width / 2).toBeCloseTo(50);
    expect(carried.y + carried.height / 2).toBeCloseTo(25);
    expect(carried.id).toBe(layer.id);
  });
});

describe('placeStyle', () => {
  it('adds a saved style’s layers to a view with new ids', () => {
    const document = blankDocument(shirt, 3);
    const layer = imageLayerFor(picture, document.views[0]!);
    const placed = placeStyle(document, 2, {
      layers: [layer],
      printArea: document.views[0]!.printArea,
    });
    const added = placed.views[1]!.layers;
    expect(added).toHaveLength(1);
    expect(added[0]!.id).not.toBe(layer.id);
    expect(placed.views[0]!.layers).toHaveLength(0);
  });
});

describe('text layers and edits', () => {
  it('builds a text layer of the measured size and edits, clears and lists the document', () => {
    const document = blankDocument(shirt, 3);
    const text: TextLayer = textLayerFor(
      { content: '你好', fontFamily: 'ZCOOL KuaiLe', fontSize: 50, fill: '#112233' },
      { width: 110, height: 60 },
      document.views[0]!,
    );
    expect(text).toMatchObject({ x: 45, y: 70, width: 110, height: 60, align: 'center' });
    const withLayers: DesignDocument = {
      ...document,
      views: [
        { ...document.views[0]!, layers: [imageLayerFor(picture, document.views[0]!), text] },
        document.views[1]!,
      ],
    };
    const hidden = updateLayer(withLayers, 1, text.id, { visible: false });
    expect(hidden.views[0]!.layers[1]!.visible).toBe(false);
    expect(withLayers.views[0]!.layers[1]!.visible).toBe(true);
    expect(documentSources(withLayers)).toEqual(['/files/a.png']);
    expect([...documentTexts(withLayers)]).toEqual([['ZCOOL KuaiLe', '你好']]);
    expect(clearedDocument(withLayers).views.every((v) => v.layers.length === 0)).toBe(true);
  });
});
