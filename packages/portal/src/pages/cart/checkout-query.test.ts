import { describe, expect, it } from 'vitest';
import { idsFromQuery } from './CartCheckoutPage.js';

describe('idsFromQuery', () => {
  it('keeps positive whole ids once, in order', () => {
    expect(idsFromQuery('3, 1,3,abc,-2,0,1.5,7')).toEqual([3, 1, 7]);
  });

  it('answers nothing for a missing or empty query', () => {
    expect(idsFromQuery(null)).toEqual([]);
    expect(idsFromQuery('')).toEqual([]);
  });
});
