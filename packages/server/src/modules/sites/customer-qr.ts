import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { StorageKeyExistsError, type StorageDriver } from '../../storage/index.js';
import { sites } from './schema.js';

/**
 * The demo site's customer-service QR code (spec 2: footer and floating QR): a real QR picture
 * that opens the site's help center, stored like any other site picture.
 */
export async function seedCustomerQrCode(
  db: Db,
  storage: StorageDriver,
  siteId: number,
): Promise<void> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (!site || site.customerQrCode) return;
  const target = `https://${site.domainName}/home/helpCenter`;
  const png = await QRCode.toBuffer(target, { type: 'png', width: 320, margin: 2 });
  const key = `s${siteId}/site/customer-qr.png`;
  try {
    await storage.put(key, png, { contentType: 'image/png' });
  } catch (error) {
    // A database reset keeps the files: the picture is already there.
    if (!(error instanceof StorageKeyExistsError)) throw error;
  }
  await db
    .update(sites)
    .set({ customerQrCode: storage.publicUrl(key) })
    .where(eq(sites.id, siteId));
}
