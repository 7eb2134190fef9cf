import { describe, expect, it } from 'vitest';
import { countryCodesFrom, feeRule } from '../logistics/LogisticsPage.js';
import { usernamesFrom } from './CouponsPage.js';

describe('console input rules', () => {
  it('reads user names one per line or separated by commas', () => {
    expect(usernamesFrom('demo\n buyer1,buyer2，demo  ')).toEqual(['demo', 'buyer1', 'buyer2']);
    expect(usernamesFrom('  ')).toEqual([]);
  });

  it('keeps two-letter country codes, upper case, once', () => {
    expect(countryCodesFrom(['us', 'US', ' gb ', 'usa', ''])).toEqual(['US', 'GB']);
  });

  it('writes a shipping fee rule as one line', () => {
    expect(
      feeRule({
        id: 1,
        name: '标准快递',
        first_weight_grams: 500,
        first_fee: '15.00',
        additional_weight_grams: 500,
        additional_fee: '5.00',
        delivery_time: '7-12 个工作日',
        country_codes: [],
        status: 1,
        sort: 1,
      }),
    ).toBe('首重 500 克 ¥15.00，续重每 500 克 ¥5.00');
  });
});
