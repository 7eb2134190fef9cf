import type { OrderAddress } from '@podkit/sdk-core';

export interface BlacklistPattern {
  recipientName: string;
  phone: string;
  addressKeyword: string;
}

const squeeze = (text: string) => text.replace(/\s+/g, '').toLowerCase();
const digits = (text: string) => text.replace(/\D+/g, '');

/**
 * Whether an address matches a blacklist entry: every filled field of the entry must match — the
 * name equal ignoring case and spaces, the phone the same digits (or ending in them, so a number
 * without its country code still matches), the keyword found in province, city, district, street
 * lines or postcode. An entry with no field filled matches nothing.
 */
export function matchesBlacklist(address: OrderAddress, entry: BlacklistPattern): boolean {
  const checks: boolean[] = [];
  if (entry.recipientName.trim())
    checks.push(squeeze(address.recipient_name) === squeeze(entry.recipientName));
  const phone = digits(entry.phone);
  if (phone) {
    const theirs = digits(address.phone);
    checks.push(
      theirs.length > 0 && (theirs === phone || theirs.endsWith(phone) || phone.endsWith(theirs)),
    );
  }
  const keyword = squeeze(entry.addressKeyword);
  if (keyword) {
    const text = squeeze(
      [
        address.province,
        address.city,
        address.district,
        address.address1,
        address.address2,
        address.postcode,
      ].join(' '),
    );
    checks.push(text.includes(keyword));
  }
  return checks.length > 0 && checks.every(Boolean);
}
