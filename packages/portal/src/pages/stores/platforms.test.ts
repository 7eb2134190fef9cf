import { describe, expect, it } from 'vitest';
import { shopDomain, shopifyDomain } from './ConnectStoreDialog.js';
import { isConnectable, platformFromQuery, platformTabs } from './platforms.js';

describe('store platforms', () => {
  it('reads ?platform=: Shopify when missing, null for a code no platform has', () => {
    expect(platformFromQuery('7')).toBe(7);
    expect(platformFromQuery('21')).toBe(21);
    expect(platformFromQuery('22')).toBe(22);
    expect(platformFromQuery(null)).toBe(5);
    expect(platformFromQuery('')).toBe(5);
    expect(platformFromQuery('6')).toBeNull();
    expect(platformFromQuery('shopify')).toBeNull();
  });

  it('lists every platform code of spec section 2 once, and connects fifteen of them', () => {
    const codes = platformTabs.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(
      [1, 2, 3, 4, 5, 7, 8, 9, 10, 14, 17, 18, 19, 20].every((c) => codes.includes(c as never)),
    ).toBe(true);
    expect(codes.filter(isConnectable)).toEqual([
      5, 7, 21, 1, 2, 3, 4, 8, 9, 10, 14, 17, 18, 19, 20, 22,
    ]);
  });

  it('turns what a reseller types into the shop domain', () => {
    expect(shopifyDomain('My-Shop')).toBe('my-shop.myshopify.com');
    expect(shopifyDomain('https://my-shop.myshopify.com/admin')).toBe('my-shop.myshopify.com');
    expect(shopifyDomain(' my-shop.myshopify.com ')).toBe('my-shop.myshopify.com');
    expect(shopDomain(9, 'My-Shop')).toBe('my-shop.myshopline.com');
    expect(shopDomain(9, 'https://my-shop.myshopline.com/admin')).toBe('my-shop.myshopline.com');
    expect(shopDomain(8, 'my-shop')).toBe('my-shop.myshoplaza.com');
  });
});
