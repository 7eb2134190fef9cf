import { describe, expect, it } from 'vitest';
import { isValidSignature, signedQuery } from './signed-url.js';
import { isPrivateKey } from './visibility.js';

describe('file visibility', () => {
  it('keeps vouchers, attachments, print files, exports and imports private', () => {
    for (const key of [
      's1/u7/voucher/202611/Ab.png',
      's1/u7/file/202611/Ab.png',
      's1/u7/verification/202611/Ab.png',
      's1/u7/printfiles/p3/v1-Ab.png',
      's1/admin/printfiles/202611/printfiles-Ab.zip',
      's1/u7/export/202611/orders-Ab.xlsx',
      's1/u7/order-import/upload-Ab.xlsx',
    ]) {
      expect(isPrivateKey(key), key).toBe(true);
    }
  });

  it('leaves mockups, materials, avatars and the site pictures public', () => {
    for (const key of [
      's1/u7/mockups/p3/mockup-v1-c1-Ab.png',
      's1/u7/material/202611/Ab.png',
      's1/u7/avatar/202611/Ab.png',
      's1/site/catalog/tshirt/v1-c1-M.png',
      's1/site/customer-qr.png',
      'voucher/loose.png',
    ]) {
      expect(isPrivateKey(key), key).toBe(false);
    }
  });
});

describe('signed file links', () => {
  const now = new Date('2026-11-24T16:30:00Z');
  const query = new URLSearchParams(signedQuery('secret', 's1/u7/voucher/a.png', now, 60));
  const expires = query.get('expires');
  const signature = query.get('signature');

  it('open the key they were made for until they expire', () => {
    expect(isValidSignature('secret', 's1/u7/voucher/a.png', expires, signature, now)).toBe(true);
    const later = new Date(now.getTime() + 61_000);
    expect(isValidSignature('secret', 's1/u7/voucher/a.png', expires, signature, later)).toBe(
      false,
    );
  });

  it('open nothing else', () => {
    expect(isValidSignature('secret', 's1/u7/voucher/b.png', expires, signature, now)).toBe(false);
    expect(isValidSignature('other', 's1/u7/voucher/a.png', expires, signature, now)).toBe(false);
    expect(
      isValidSignature('secret', 's1/u7/voucher/a.png', Number(expires) + 60, signature, now),
    ).toBe(false);
    expect(isValidSignature('secret', 's1/u7/voucher/a.png', expires, undefined, now)).toBe(false);
    expect(isValidSignature('secret', 's1/u7/voucher/a.png', 'soon', signature, now)).toBe(false);
  });
});
