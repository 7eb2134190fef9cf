import { describe, expect, it } from 'vitest';
import { imageLayer, textLayer, tileLayer } from '../test/fixtures';
import {
  effectiveDpi,
  layerWarningLevel,
  resolutionRatio,
  resolutionWarningLevel,
} from './resolution';

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

describe('resolutionWarningLevel (spec 9)', () => {
  it('gives 1 under 0.1, 2 from 0.1 to 0.4, 3 above 0.4', () => {
    expect(resolutionWarningLevel(0.05)).toBe(1);
    expect(resolutionWarningLevel(0.0999)).toBe(1);
    expect(resolutionWarningLevel(0.1)).toBe(2);
    expect(resolutionWarningLevel(0.4)).toBe(2);
    expect(resolutionWarningLevel(0.41)).toBe(3);
    expect(resolutionWarningLevel(2)).toBe(3);
  });

  it('gives 0 when there is no usable ratio', () => {
    expect(resolutionWarningLevel(0)).toBe(0);
    expect(resolutionWarningLevel(Number.NaN)).toBe(0);
    expect(resolutionWarningLevel(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('layerWarningLevel', () => {
  it('rates an image layer by its effective resolution over the print dpi', () => {
    // 2000 px over 10 in = 200 dpi of 300 → 0.67.
    expect(layerWarningLevel(imageLayer({ width: 254, height: 127 }), printArea)).toBe(3);
    // 2000 px over 100 in = 20 dpi of 300 → 0.067.
    expect(layerWarningLevel(imageLayer({ width: 2540, height: 1270 }), printArea)).toBe(1);
  });

  it('rates a tile by its scale and never warns about text', () => {
    expect(layerWarningLevel(tileLayer({ scale: 4 }), printArea)).toBe(2);
    expect(layerWarningLevel(textLayer(), printArea)).toBe(0);
  });
});
