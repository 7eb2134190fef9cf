import { describe, expect, it } from 'vitest';
import { breakpointOf } from './breakpoint';

describe('breakpointOf', () => {
  it('is mobile up to and including 576 px', () => {
    expect(breakpointOf(0)).toBe('mobile');
    expect(breakpointOf(375)).toBe('mobile');
    expect(breakpointOf(576)).toBe('mobile');
  });

  it('is tablet above 576 and below 1200 px', () => {
    expect(breakpointOf(576.5)).toBe('tablet');
    expect(breakpointOf(577)).toBe('tablet');
    expect(breakpointOf(1199)).toBe('tablet');
    expect(breakpointOf(1199.9)).toBe('tablet');
  });

  it('is desktop from 1200 px', () => {
    expect(breakpointOf(1200)).toBe('desktop');
    expect(breakpointOf(2560)).toBe('desktop');
  });

  it('treats a width that is not a number as desktop', () => {
    expect(breakpointOf(NaN)).toBe('desktop');
  });
});
