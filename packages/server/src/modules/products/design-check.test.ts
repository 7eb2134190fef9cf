import type { DesignDocument } from '@podkit/design';
import { describe, expect, it } from 'vitest';
import type { BlankParts } from '../catalog/blank-read.js';
import { assertChoices, fitToBlank, parseDocument } from './design-check.js';

const parts = {
  colors: [{ id: 1 }, { id: 2 }],
  sizes: [{ id: 10 }],
  views: [{ id: 7, printWidthMm: 300, printHeightMm: 400, printDpi: 150 }],
  images: [],
  templates: [],
} as unknown as BlankParts;

const document: DesignDocument = {
  schemaVersion: 1,
  productId: 3,
  colorId: 1,
  views: [{ viewId: 7, printArea: { widthMm: 1, heightMm: 1, dpi: 1 }, layers: [] }],
};

describe('fitToBlank', () => {
  it('takes the print area from the blank, not from the client', () => {
    expect(fitToBlank(document, 3, parts).views[0]!.printArea).toEqual({
      widthMm: 300,
      heightMm: 400,
      dpi: 150,
    });
  });

  it('refuses another blank, a foreign colour, an unknown or repeated view, and no view', () => {
    expect(() => fitToBlank(document, 4, parts)).toThrow('productId');
    expect(() => fitToBlank({ ...document, colorId: 9 }, 3, parts)).toThrow('颜色');
    const unknown = { ...document, views: [{ ...document.views[0]!, viewId: 8 }] };
    expect(() => fitToBlank(unknown, 3, parts)).toThrow('views[0].viewId');
    const twice = { ...document, views: [document.views[0]!, document.views[0]!] };
    expect(() => fitToBlank(twice, 3, parts)).toThrow('views[1].viewId：视图 7 重复');
    expect(() => fitToBlank({ ...document, views: [] }, 3, parts)).toThrow('至少需要一个视图');
  });
});

describe('parseDocument', () => {
  it('names the path of what is wrong, in Chinese', () => {
    expect(() => parseDocument({ ...document, schemaVersion: 'x' })).toThrow(/schemaVersion/);
  });
});

describe('assertChoices', () => {
  it('accepts the blank’s colours and sizes and refuses others or repeats', () => {
    expect(() => assertChoices(parts, [1, 2], [10])).not.toThrow();
    expect(() => assertChoices(parts, [3], [10])).toThrow('颜色 3 不属于该空白商品');
    expect(() => assertChoices(parts, [1], [11])).toThrow('尺码 11 不属于该空白商品');
    expect(() => assertChoices(parts, [1, 1], [10])).toThrow('颜色不能重复选择');
  });
});
