import { describe, expect, it } from 'vitest';
import { imageLayer, tileLayer } from '../test/fixtures';
import { effectiveDpi, resolutionRatio } from './resolution';

const printArea = { widthMm: 200, heightMm: 300, dpi: 300 };

describe('effectiveDpi', () => {
  it('is image pixels over printed inches', () => {
    // 2000 px over 254 mm = 10 in → 200 dpi.
    expect(
      effectiveDpi(imageLayer({ pixelWidth: 2000, pixelHeight: 1000, width: 254, height: 127 })),
    ).toBeCloseTo(200);
  });

  it('counts only the cropped part of the image', () => {
    const layer = imageLayer({
      pixelWidth: 2000,
      pixelHeight: 1000,
      width: 254,
      height: 254,
      crop: { x: 0.5, y: 0, width: 0.5, height: 1 },
    });
    // 1000 px over 10 in horizontally; 1000 px over 10 in vertically.
    expect(effectiveDpi(layer)).toBeCloseTo(100);
  });

  it('takes the more stretched direction', () => {
    // 2000 px over 10 in wide = 200 dpi; 1000 px over 20 in tall = 50 dpi.
    expect(
      effectiveDpi(imageLayer({ pixelWidth: 2000, pixelHeight: 1000, width: 254, height: 508 })),
    ).toBeCloseTo(50);
  });
});

describe('resolutionRatio', () => {
  it('is effective dpi over the print area dpi', () => {
    expect(
      resolutionRatio(
        imageLayer({ pixelWidth: 2000, pixelHeight: 1000, width: 254, height: 127 }),
        printArea,
      ),
    ).toBeCloseTo(200 / 300);
  });

  it('is 1 / scale for a tile layer', () => {
    expect(resolutionRatio(tileLayer({ scale: 4 }), printArea)).toBe(0.25);
  });
});
