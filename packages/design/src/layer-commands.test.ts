import { describe, expect, it } from 'vitest';
import {
  deepFreeze,
  documentWith,
  imageLayer,
  layersOf,
  textLayer,
  tileLayer,
} from '../test/fixtures';
import { DesignError } from './design-error';
import {
  addLayer,
  mirrorLayer,
  moveLayer,
  removeLayer,
  reorderLayer,
  resizeLayer,
  rotateLayer,
  setLayerBox,
} from './layer-commands';
import type { DesignDocument, Layer } from './types';
import { validateDocument } from './validate';

const a = imageLayer({ id: 'a' });
const b = textLayer({ id: 'b' });
const c = tileLayer({ id: 'c' });

function frozenDocument() {
  return deepFreeze(documentWith([a, b, c]));
}

function layer(document: ReturnType<typeof documentWith>, id: string) {
  return layersOf(document).find((candidate) => candidate.id === id);
}

describe('addLayer', () => {
  it('puts the new layer on top without touching the input', () => {
    const before = frozenDocument();
    const after = addLayer(before, 1, imageLayer({ id: 'd' }));
    expect(layersOf(after).map((candidate) => candidate.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(layersOf(before)).toHaveLength(3);
    expect(validateDocument(after).ok).toBe(true);
  });

  it('inserts at a given index and leaves other views alone', () => {
    const before = frozenDocument();
    const after = addLayer(before, 1, imageLayer({ id: 'd' }), 1);
    expect(layersOf(after).map((candidate) => candidate.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(after.views[1]).toBe(before.views[1]);
  });

  it('refuses a duplicate id', () => {
    expect(() => addLayer(frozenDocument(), 1, imageLayer({ id: 'b' }))).toThrow(
      new DesignError('图层编号 b 已存在'),
    );
  });

  it('refuses an invalid layer with the validation message', () => {
    expect(() => addLayer(frozenDocument(), 1, imageLayer({ id: 'd', opacity: 3 }))).toThrow(
      new DesignError('不透明度必须在 0 到 1 之间'),
    );
  });

  it('refuses an unknown view', () => {
    expect(() => addLayer(frozenDocument(), 99, imageLayer({ id: 'd' }))).toThrow(
      new DesignError('找不到视图 99'),
    );
  });
});

describe('removeLayer', () => {
  it('removes only that layer', () => {
    const after = removeLayer(frozenDocument(), 1, 'b');
    expect(layersOf(after).map((candidate) => candidate.id)).toEqual(['a', 'c']);
  });

  it('refuses an unknown layer', () => {
    expect(() => removeLayer(frozenDocument(), 1, 'zzz')).toThrow(
      new DesignError('找不到图层 zzz'),
    );
  });
});

describe('moveLayer', () => {
  it('shifts x and y by millimetres and keeps the rest', () => {
    const after = moveLayer(frozenDocument(), 1, 'a', 5, -2.5);
    expect(layer(after, 'a')).toEqual({ ...a, x: 15, y: 17.5 });
    expect(layer(after, 'b')).toBe(b);
  });

  it('refuses a non-finite distance', () => {
    expect(() => moveLayer(frozenDocument(), 1, 'a', Number.NaN, 0)).toThrow(
      new DesignError('水平移动距离必须是有限的数字'),
    );
  });
});

describe('resizeLayer', () => {
  it('changes the size around the layer centre', () => {
    // a: x 10, y 20, 100 × 50 → centre (60, 45)
    const after = resizeLayer(frozenDocument(), 1, 'a', { width: 40, height: 30 });
    expect(layer(after, 'a')).toMatchObject({ x: 40, y: 30, width: 40, height: 30 });
  });

  it.each([
    [{ width: 0, height: 10 }],
    [{ width: 10, height: -1 }],
    [{ width: Number.POSITIVE_INFINITY, height: 10 }],
  ])('refuses %j', (size) => {
    expect(() => resizeLayer(frozenDocument(), 1, 'a', size)).toThrow(
      new DesignError('图层宽度和高度必须大于 0 毫米'),
    );
  });
});

describe('rotateLayer', () => {
  it.each([
    [0, 90, 90],
    [300, 90, 30],
    [0, -90, 270],
    [10, 720, 10],
    [359.5, 0.5, 0],
    [0, -0.5, 359.5],
    [45, -45, 0],
  ])('from %d° by %d° gives %d°', (start, by, expected) => {
    const document = deepFreeze(documentWith([imageLayer({ id: 'a', rotation: start })]));
    const rotated = layer(rotateLayer(document, 1, 'a', by), 'a');
    expect(rotated?.rotation).toBe(expected);
    expect(Object.is(rotated?.rotation, -0)).toBe(false);
  });

  it('lands back on 0 after 720 half-degree steps', () => {
    let document = documentWith([imageLayer({ id: 'a' })]);
    for (let step = 0; step < 720; step += 1) document = rotateLayer(document, 1, 'a', 0.5);
    expect(layer(document, 'a')?.rotation).toBe(0);
  });
});

describe('mirrorLayer', () => {
  it('toggles flipX for horizontal and flipY for vertical', () => {
    const once = mirrorLayer(frozenDocument(), 1, 'a', 'horizontal');
    expect(layer(once, 'a')).toMatchObject({ flipX: true, flipY: false });
    const twice = mirrorLayer(deepFreeze(once), 1, 'a', 'horizontal');
    expect(layer(twice, 'a')).toMatchObject({ flipX: false, flipY: false });
    const vertical = mirrorLayer(frozenDocument(), 1, 'a', 'vertical');
    expect(layer(vertical, 'a')).toMatchObject({ flipX: false, flipY: true });
  });

  it('refuses layers that are not images', () => {
    expect(() => mirrorLayer(frozenDocument(), 1, 'b', 'vertical')).toThrow(
      new DesignError('只有图片图层可以镜像'),
    );
  });
});

describe('reorderLayer', () => {
  it.each([
    ['a', 2, ['b', 'c', 'a']],
    ['c', 0, ['c', 'a', 'b']],
    ['a', 1, ['b', 'a', 'c']],
    ['b', 99, ['a', 'c', 'b']],
    ['b', -4, ['b', 'a', 'c']],
  ])('moves %s to index %d', (id, toIndex, order) => {
    const after = reorderLayer(frozenDocument(), 1, id, toIndex);
    expect(layersOf(after).map((candidate) => candidate.id)).toEqual(order);
  });
});

describe('setLayerBox', () => {
  const view = (layers: Layer[]): DesignDocument => ({
    schemaVersion: 1,
    productId: 1,
    colorId: 1,
    views: [{ viewId: 1, printArea: { widthMm: 100, heightMm: 100, dpi: 150 }, layers }],
  });
  const text: Layer = {
    kind: 'text',
    id: 't',
    x: 0,
    y: 0,
    width: 40,
    height: 10,
    rotation: 0,
    visible: true,
    locked: false,
    content: '你好',
    fontFamily: 'sans-serif',
    fontSize: 8,
    fill: '#000000',
    stroke: { color: '#ffffff', widthMm: 0.5 },
    letterSpacing: 1,
    lineHeight: 1.2,
    align: 'left',
  };

  it('places the box and normalises the rotation', () => {
    const moved = setLayerBox(view([text]), 1, 't', {
      x: 5,
      y: 6,
      width: 40,
      height: 10,
      rotation: -90,
    });
    expect(moved.views[0]!.layers[0]).toMatchObject({ x: 5, y: 6, rotation: 270, fontSize: 8 });
  });

  it("grows a text's font, spacing and stroke with its box", () => {
    const grown = setLayerBox(view([text]), 1, 't', {
      x: 0,
      y: 0,
      width: 80,
      height: 20,
      rotation: 0,
    });
    expect(grown.views[0]!.layers[0]).toMatchObject({
      fontSize: 16,
      letterSpacing: 2,
      stroke: { widthMm: 1 },
    });
  });

  it('refuses an empty box', () => {
    expect(() =>
      setLayerBox(view([text]), 1, 't', { x: 0, y: 0, width: 0, height: 5, rotation: 0 }),
    ).toThrow('图层宽度和高度必须大于 0 毫米');
  });
});
