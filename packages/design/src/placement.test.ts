import { describe, expect, it } from 'vitest';
import {
  deepFreeze,
  documentWith,
  imageLayer,
  layersOf,
  textLayer,
  tileLayer,
} from '../test/fixtures';
import { fillPrintArea, fitPrintArea, newPictureIndex } from './placement';
import type { Layer } from './types';

// View 1's print area is 200 × 300 mm.
function place(command: typeof fillPrintArea, overrides: Parameters<typeof imageLayer>[0]) {
  const document = deepFreeze(documentWith([imageLayer({ id: 'a', ...overrides })]));
  return layersOf(command(document, 1, 'a'))[0];
}

describe('fillPrintArea (cover)', () => {
  it('scales a wide layer until its height covers the area, centred', () => {
    const layer = place(fillPrintArea, { width: 100, height: 50 });
    expect(layer).toMatchObject({ width: 600, height: 300, x: -200, y: 0 });
  });

  it('scales a tall layer until its width covers the area', () => {
    const layer = place(fillPrintArea, { width: 10, height: 30 });
    expect(layer).toMatchObject({ width: 200, height: 600, x: 0, y: -150 });
  });

  it('measures a layer turned 90° by its turned box', () => {
    const layer = place(fillPrintArea, { width: 100, height: 50, rotation: 90 });
    // Turned, it is 50 wide and 100 tall: cover needs factor max(200/50, 300/100) = 4.
    expect(layer?.width).toBeCloseTo(400);
    expect(layer?.height).toBeCloseTo(200);
    expect(layer?.x).toBeCloseTo(-100);
    expect(layer?.y).toBeCloseTo(50);
    expect(layer?.rotation).toBe(90);
  });
});

describe('fitPrintArea (contain)', () => {
  it('scales a wide layer until its width fits, centred', () => {
    const layer = place(fitPrintArea, { width: 100, height: 50 });
    expect(layer).toMatchObject({ width: 200, height: 100, x: 0, y: 100 });
  });

  it('shrinks a layer larger than the area', () => {
    const layer = place(fitPrintArea, { width: 1000, height: 3000 });
    expect(layer).toMatchObject({ width: 100, height: 300, x: 50, y: 0 });
  });

  it('keeps a 45° turned square inside the area', () => {
    const layer = place(fitPrintArea, { width: 100, height: 100, rotation: 45 });
    const diagonal = (layer?.width ?? 0) * Math.SQRT2;
    expect(diagonal).toBeCloseTo(200);
  });
});

describe('placing text and tile layers', () => {
  it('scales a text layer’s font metrics with its box', () => {
    const document = deepFreeze(documentWith([textLayer({ id: 't', width: 100, height: 50 })]));
    const layer = layersOf(fitPrintArea(document, 1, 't'))[0];
    // Factor 2: fontSize 12 → 24, letterSpacing 1 → 2, stroke 0.5 → 1.
    expect(layer).toMatchObject({
      width: 200,
      height: 100,
      fontSize: 24,
      letterSpacing: 2,
      stroke: { widthMm: 1 },
    });
  });

  it('scales a tile layer’s gaps and tile size with its box', () => {
    const document = deepFreeze(
      documentWith([
        tileLayer({ id: 't', width: 100, height: 150, paddingX: 2, paddingY: 4, scale: 1 }),
      ]),
    );
    const layer = layersOf(fillPrintArea(document, 1, 't'))[0];
    expect(layer).toMatchObject({ width: 200, height: 300, paddingX: 4, paddingY: 8, scale: 2 });
  });
});

describe('newPictureIndex', () => {
  const viewOf = (layers: Layer[]) => documentWith(layers).views[0]!;

  it('puts a new picture below the lowest text, so it never hides words already placed', () => {
    const view = viewOf([
      imageLayer({ id: 'photo' }),
      textLayer({ id: 'title' }),
      imageLayer({ id: 'badge' }),
    ]);
    expect(newPictureIndex(view)).toBe(1);
  });

  it('puts it on top when the view has no text', () => {
    expect(newPictureIndex(viewOf([imageLayer({ id: 'a' }), tileLayer({ id: 'b' })]))).toBe(2);
    expect(newPictureIndex(viewOf([]))).toBe(0);
  });
});
