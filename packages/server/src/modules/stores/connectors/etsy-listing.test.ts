import { describe, expect, it } from 'vitest';
import type { ListingDraft } from './connector.js';
import {
  COLOUR_PROPERTY_ID,
  SIZE_PROPERTY_ID,
  decidingProperties,
  inventoryOf,
} from './etsy-listing.js';

const draft = (prices: Record<string, string>): ListingDraft => ({
  listingKey: 'tee-1',
  title: 'Tee',
  descriptionHtml: '',
  descriptionText: '',
  vendor: '',
  productType: '',
  tags: [],
  status: 'active',
  images: [],
  existingListingId: null,
  category: '',
  attributes: {},
  etsy: null,
  options: [
    { name: 'Color', values: ['Red', 'Blue'] },
    { name: 'Size', values: ['S', 'L'] },
  ],
  variants: Object.entries(prices).map(([key, price]) => {
    const [colour, size] = key.split('/');
    return {
      sku: `TEE-${key}`,
      price,
      currency: 'USD',
      optionValues: { Color: colour!, Size: size! },
      imageUrl: '',
    };
  }),
});

describe('Etsy inventory', () => {
  it('declares no property when every variant costs the same', () => {
    const same = draft({ 'Red/S': '9.99', 'Red/L': '9.99', 'Blue/S': '9.99', 'Blue/L': '9.99' });
    expect(decidingProperties(same, (v) => v.price)).toEqual([]);
  });

  it('declares only the size when prices follow the size', () => {
    const bySize = draft({
      'Red/S': '9.99',
      'Red/L': '12.99',
      'Blue/S': '9.99',
      'Blue/L': '12.99',
    });
    expect(decidingProperties(bySize, (v) => v.price)).toEqual([SIZE_PROPERTY_ID]);
  });

  it('declares both properties for SKUs and for prices that follow neither alone', () => {
    const mixed = draft({
      'Red/S': '9.99',
      'Red/L': '12.99',
      'Blue/S': '10.99',
      'Blue/L': '12.99',
    });
    expect(decidingProperties(mixed, (v) => v.price)).toEqual([
      COLOUR_PROPERTY_ID,
      SIZE_PROPERTY_ID,
    ]);
    const body = inventoryOf(mixed, 77, 999);
    expect(body.sku_on_property).toEqual([COLOUR_PROPERTY_ID, SIZE_PROPERTY_ID]);
    expect(body.products[1]).toEqual({
      sku: 'TEE-Red/L',
      property_values: [
        { property_id: COLOUR_PROPERTY_ID, property_name: 'Color', value_ids: [], values: ['Red'] },
        { property_id: SIZE_PROPERTY_ID, property_name: 'Size', value_ids: [], values: ['L'] },
      ],
      offerings: [{ price: 12.99, quantity: 999, is_enabled: true, readiness_state_id: 77 }],
    });
  });
});
