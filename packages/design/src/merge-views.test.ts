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
import { applyViewToOthers } from './merge-views';
import { validateDocument } from './validate';

describe('applyViewToOthers', () => {
  // View 1: 200 × 300 mm at 300 dpi. View 2: 100 × 150 mm at 150 dpi (half size).
  const front = [
    imageLayer({ id: 'a', x: 10, y: 20, width: 100, height: 50 }),
    textLayer({ id: 'b', fontSize: 12, letterSpacing: 1, stroke: { color: '#fff', widthMm: 0.5 } }),
    tileLayer({ id: 'c', paddingX: 2, paddingY: 4, scale: 1 }),
  ];

  it('copies the layers scaled by the print-area size and keeps the source view', () => {
    const before = deepFreeze(documentWith(front));
    const after = applyViewToOthers(before, 1);
    expect(after.views[0]).toBe(before.views[0]);
    const back = layersOf(after, 2);
    expect(back.map((layer) => layer.id)).toEqual(['a', 'b', 'c']);
    expect(back[0]).toMatchObject({ x: 5, y: 10, width: 50, height: 25 });
    expect(back[1]).toMatchObject({
      fontSize: 6,
      letterSpacing: 0.5,
      stroke: { color: '#fff', widthMm: 0.25 },
    });
    // Half the size at half the dpi: one image pixel still covers the same share of the area.
    expect(back[2]).toMatchObject({
      paddingX: 1,
      paddingY: 2,
      scale: 0.25,
      width: 100,
      height: 150,
    });
    expect(validateDocument(after).ok).toBe(true);
  });

  it('replaces what the other views had', () => {
    const document = documentWith(front);
    const withBackLayer = {
      ...document,
      views: [document.views[0]!, { ...document.views[1]!, layers: [imageLayer({ id: 'old' })] }],
    };
    const after = applyViewToOthers(withBackLayer, 1);
    expect(layersOf(after, 2).map((layer) => layer.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps aspect when the areas have different proportions, centred on the same relative point', () => {
    const document = documentWith([
      imageLayer({ id: 'a', x: 50, y: 100, width: 100, height: 100 }),
    ]);
    const wide = {
      ...document,
      views: [
        document.views[0]!,
        { viewId: 2, printArea: { widthMm: 400, heightMm: 300, dpi: 300 }, layers: [] },
      ],
    };
    const copy = layersOf(applyViewToOthers(wide, 1), 2)[0];
    // Centre (100, 150) → (200, 150); size scales by min(2, 1) = 1.
    expect(copy).toMatchObject({ x: 150, y: 100, width: 100, height: 100 });
  });

  it('refuses an unknown source view', () => {
    expect(() => applyViewToOthers(documentWith(front), 5)).toThrow(
      new DesignError('找不到视图 5'),
    );
  });
});
