/**
 * Folders whose files only their owner and the operators may read (ARCHITECTURE.md decision 6):
 * payment vouchers, other attachments, verification documents, print files, exports and imported
 * spreadsheets (orders, product templates). Keys look like `s{site}/u{user}/{folder}/…` or `s{site}/admin/{folder}/…`.
 * Everything else (mockups, catalogue pictures, gallery materials) is public.
 */
const privateFolders = new Set([
  'voucher',
  'file',
  'verification',
  'printfiles',
  'export',
  'order-import',
  'template-sheets',
]);

export function isPrivateKey(key: string): boolean {
  const [site, owner, folder] = key.split('/');
  return /^s\d+$/.test(site ?? '') && owner !== undefined && privateFolders.has(folder ?? '');
}
