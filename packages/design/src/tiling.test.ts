import { describe, expect, it } from 'vitest';
import {
  deepFreeze,
  documentWith,
  imageLayer,
  layersOf,
  textLayer,
  tileLayer as tileFixture,
} from '../test/fixtures';
import { DesignError } from './design-error';
import { tileLayer } from './tiling';
import { validateDocument } from './validate';

describe('tileLayer', () => {
  it('turns an image layer into a tiled fill of the whole print area at the same tile size', () => {
    // 2000 px printed 100 mm wide; at the area's 300 dpi 2000 px would be 169.33 mm.
    const image = imageLayer({ id: 'a', rotation: 30, locked: true });
    const after = tileLayer(deepFreeze(documentWith([image])), 1, 'a', 'mirror');
    const tile = layersOf(after)[0];
    expect(tile).toMatchObject({
      kind: 'tile',
      id: 'a',
      x: 0,
      y: 0,
      width: 200,
      height: 300,
      rotation: 0,
      locked: true,
      materialId: image.materialId,
      src: image.src,
      mode: 'mirror',
      halfDrop: false,
      paddingX: 0,
      paddingY: 0,
      patternRotation: 30,
    });
    expect(tile?.kind === 'tile' && tile.scale).toBeCloseTo(100 / ((2000 / 300) * 25.4));
    expect(validateDocument(after).ok).toBe(true);
  });

  it('sizes a tile by the whole image when the layer shows a crop of it', () => {
    const image = imageLayer({
      id: 'a',
      width: 50,
      crop: { x: 0.25, y: 0, width: 0.5, height: 1 },
    });
    const tile = layersOf(tileLayer(documentWith([image]), 1, 'a', 'basic'))[0];
    expect(tile?.kind === 'tile' && tile.scale).toBeCloseTo(100 / ((2000 / 300) * 25.4));
  });

  it('switches the mode of an existing tile layer and keeps its settings', () => {
    const existing = tileFixture({ id: 't', paddingX: 3, halfDrop: true });
    const tile = layersOf(tileLayer(deepFreeze(documentWith([existing])), 1, 't', 'mirror'))[0];
    expect(tile).toEqual({ ...existing, mode: 'mirror' });
  });

  it('refuses a text layer', () => {
    expect(() => tileLayer(documentWith([textLayer({ id: 'x' })]), 1, 'x', 'basic')).toThrow(
      new DesignError('只有图片图层可以平铺'),
    );
  });
});
