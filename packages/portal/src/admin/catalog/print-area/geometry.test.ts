import { describe, expect, it } from 'vitest';
import {
  clampRect,
  defaultRect,
  displayScale,
  fromDisplay,
  heightForPrintShape,
  MIN_AREA_PX,
  mmPerImagePixel,
  printDots,
  toDisplay,
} from './geometry.js';

const image = { width: 1000, height: 1200 };

describe('print-area geometry', () => {
  it('scales an image drawn 469 px wide and converts a rectangle both ways', () => {
    const scale = displayScale(image, 469);
    expect(scale).toBeCloseTo(0.469);
    const rect = { left: 300, top: 250, width: 400, height: 500 };
    const shown = toDisplay(rect, scale);
    expect(shown).toEqual({
      left: 300 * 0.469,
      top: 250 * 0.469,
      width: 400 * 0.469,
      height: 500 * 0.469,
    });
    expect(fromDisplay(shown, scale)).toEqual(rect);
  });

  it('rounds screen pixels to whole image pixels', () => {
    expect(fromDisplay({ left: 10, top: 10.4, width: 33.3, height: 1 }, 0.5)).toEqual({
      left: 20,
      top: 21,
      width: 67,
      height: 2,
    });
  });

  it('falls back to scale 1 for an image of unknown size', () => {
    expect(displayScale({ width: 0, height: 0 }, 469)).toBe(1);
    expect(fromDisplay({ left: 5, top: 5, width: 5, height: 5 }, 0)).toEqual({
      left: 5,
      top: 5,
      width: 5,
      height: 5,
    });
  });

  it('moves a rectangle dragged past an edge back inside without resizing it', () => {
    expect(clampRect({ left: 900, top: -40, width: 300, height: 200 }, image)).toEqual({
      left: 700,
      top: 0,
      width: 300,
      height: 200,
    });
  });

  it('shrinks a rectangle larger than the image to the image', () => {
    expect(clampRect({ left: -10, top: 0, width: 5000, height: 1300 }, image)).toEqual({
      left: 0,
      top: 0,
      width: 1000,
      height: 1200,
    });
  });

  it('keeps a minimum size and replaces numbers that are not numbers', () => {
    expect(clampRect({ left: Number.NaN, top: 10, width: 0, height: -3 }, image)).toEqual({
      left: 0,
      top: 10,
      width: MIN_AREA_PX,
      height: MIN_AREA_PX,
    });
  });

  it('converts between print millimetres and image pixels', () => {
    const rect = { left: 0, top: 0, width: 400, height: 500 };
    expect(mmPerImagePixel(rect, 300)).toBe(0.75);
    expect(mmPerImagePixel(rect, 0)).toBe(0);
    expect(heightForPrintShape(400, { widthMm: 300, heightMm: 400 })).toBe(533);
    expect(heightForPrintShape(400, { widthMm: 0, heightMm: 400 })).toBeNull();
  });

  it('counts the dots a print needs at its resolution', () => {
    expect(printDots(254, 300)).toBe(3000);
    expect(printDots(300, 150)).toBe(1772);
    expect(printDots(300, 0)).toBe(0);
  });

  it('places a centred default area on a view without one', () => {
    expect(defaultRect(image)).toEqual({ left: 250, top: 300, width: 500, height: 600 });
  });
});
