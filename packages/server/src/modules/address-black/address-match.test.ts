import { describe, expect, it } from 'vitest';
import { matchesBlacklist } from './address-match.js';

const address = {
  recipient_name: 'John  Smith',
  phone: '+1 (415) 555-0100',
  country_code: 'US',
  province: 'CA',
  city: 'San Francisco',
  district: '',
  address1: '1 Market Street',
  address2: 'Suite 9',
  postcode: '94105',
};
const entry = (
  fields: Partial<{ recipientName: string; phone: string; addressKeyword: string }>,
) => ({
  recipientName: '',
  phone: '',
  addressKeyword: '',
  ...fields,
});

describe('matchesBlacklist', () => {
  it('matches a name ignoring case and spaces', () => {
    expect(matchesBlacklist(address, entry({ recipientName: 'john smith' }))).toBe(true);
    expect(matchesBlacklist(address, entry({ recipientName: 'Jane Smith' }))).toBe(false);
  });

  it('matches a phone by its digits, with or without the country code', () => {
    expect(matchesBlacklist(address, entry({ phone: '4155550100' }))).toBe(true);
    expect(matchesBlacklist(address, entry({ phone: '4155550199' }))).toBe(false);
  });

  it('matches an address keyword anywhere in the address', () => {
    expect(matchesBlacklist(address, entry({ addressKeyword: 'market street' }))).toBe(true);
    expect(matchesBlacklist(address, entry({ addressKeyword: '94105' }))).toBe(true);
  });

  it('needs every filled field and matches nothing when empty', () => {
    expect(matchesBlacklist(address, entry({ recipientName: 'John Smith', phone: '1' }))).toBe(
      false,
    );
    expect(matchesBlacklist(address, entry({}))).toBe(false);
  });
});
