import { describe, expect, it } from 'vitest';
import { printAreaWarningLevel } from './print-area-warning';

describe('printAreaWarningLevel', () => {
  it('gives 1 under 0.1, including 0', () => {
    expect(printAreaWarningLevel(0)).toBe(1);
    expect(printAreaWarningLevel(0.05)).toBe(1);
    expect(printAreaWarningLevel(0.0999)).toBe(1);
  });

  it('gives 2 from 0.1 up to and including 0.4', () => {
    expect(printAreaWarningLevel(0.1)).toBe(2);
    expect(printAreaWarningLevel(0.25)).toBe(2);
    expect(printAreaWarningLevel(0.4)).toBe(2);
  });

  it('gives 3 above 0.4', () => {
    expect(printAreaWarningLevel(0.4001)).toBe(3);
    expect(printAreaWarningLevel(1)).toBe(3);
    expect(printAreaWarningLevel(2.5)).toBe(3);
  });

  it('gives 0 for anything else', () => {
    expect(printAreaWarningLevel(-0.01)).toBe(0);
    expect(printAreaWarningLevel(NaN)).toBe(0);
    expect(printAreaWarningLevel(Infinity)).toBe(0);
  });
});
