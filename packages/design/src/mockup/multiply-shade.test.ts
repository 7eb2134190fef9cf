import { describe, expect, it } from 'vitest';
import { luminance, multiplyShade, referenceLuminance } from './multiply-shade';

const px = (...values: number[]) => new Uint8ClampedArray(values);

describe('multiply shading', () => {
  it('leaves a print unchanged on the product’s own tone', () => {
    const photo = px(30, 30, 30, 255);
    multiplyShade(photo, px(200, 100, 50, 255), luminance(30, 30, 30));
    expect([...photo]).toEqual([200, 100, 50, 255]);
  });

  it('darkens the print by a fold: half the tone, half the ink', () => {
    const photo = px(100, 100, 100, 255);
    multiplyShade(photo, px(200, 100, 50, 255), luminance(200, 200, 200));
    expect([...photo]).toEqual([100, 50, 25, 255]);
  });

  it('never brightens ink beyond its colour on a highlight', () => {
    const photo = px(255, 255, 255, 255);
    multiplyShade(photo, px(200, 100, 50, 255), 0.5);
    expect([...photo]).toEqual([200, 100, 50, 255]);
  });

  it('keeps the photo where the print is transparent, and blends by the print’s alpha', () => {
    const photo = px(40, 80, 120, 255, 100, 100, 100, 255);
    const print = px(0, 0, 0, 0, 200, 200, 200, 128);
    multiplyShade(photo, print, luminance(100, 100, 100));
    expect([...photo.slice(0, 4)]).toEqual([40, 80, 120, 255]);
    // 100 × (1 − a) + 200 × a with a = 128/255
    expect(photo[4]).toBe(Math.round(100 + 100 * (128 / 255)));
  });

  it('takes the reference tone from the photo under the print only', () => {
    const photo = px(255, 255, 255, 255, 50, 50, 50, 255, 100, 100, 100, 255);
    const coverage = px(0, 0, 0, 0, 9, 9, 9, 255, 9, 9, 9, 10);
    expect(referenceLuminance(photo, coverage)).toBeCloseTo(luminance(75, 75, 75), 9);
  });
});
