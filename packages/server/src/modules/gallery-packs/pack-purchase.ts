import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { extensionOf, randomKeyName, type StorageDriver } from '../../storage/index.js';
import { insertMaterial, prepareMaterial } from '../materials/index.js';
import { uploadDir } from '../uploads/index.js';
import { noteServiceOrder } from '../services/index.js';
import { changeBalance } from '../wallet/index.js';
import { findPack, packFiles } from './pack-read.js';
import {
  galleryPackPurchases,
  type GalleryPackFileRow,
  type GalleryPackPurchaseRow,
  type GalleryPackRow,
} from './schema.js';

export interface Buyer {
  siteId: number;
  /** The main account: it owns the materials and pays. */
  userId: number;
  /** Who clicked (maybe a sub-account). */
  actorId: number;
}

async function purchaseOf(db: DbExecutor, buyer: Buyer, packId: number) {
  const [row] = await db
    .select()
    .from(galleryPackPurchases)
    .where(
      and(
        eq(galleryPackPurchases.siteId, buyer.siteId),
        eq(galleryPackPurchases.userId, buyer.userId),
        eq(galleryPackPurchases.packId, packId),
      ),
    );
  return row;
}

/** A copy of a pack's full-size file in the buyer's material folder, its preview rendered. */
async function copyIntoGallery(storage: StorageDriver, buyer: Buyer, file: GalleryPackFileRow) {
  const stored = await storage.get(file.fileKey);
  if (!stored) throw new Error(`gallery pack file missing in storage: ${file.fileKey}`);
  const bytes = await buffer(stored.stream);
  const key = `${uploadDir(buyer, 'material', new Date())}${randomKeyName()}.${extensionOf(file.fileKey)}`;
  await storage.put(key, bytes, { contentType: file.mime });
  const localPath = path.join(os.tmpdir(), `podkit-pack-${randomKeyName()}`);
  await fsp.writeFile(localPath, bytes);
  try {
    const prepared = await prepareMaterial(storage, {
      owner: buyer,
      key,
      fileName: file.name,
      size: file.size,
      mime: file.mime,
      width: file.width,
      height: file.height,
      localPath,
    });
    return {
      prepared,
      name: file.name.replace(/\.[^.]+$/, ''),
      async discard() {
        await prepared.discard();
        await storage.delete(key);
      },
    };
  } finally {
    await fsp.rm(localPath, { force: true });
  }
}

/**
 * Buys a published pack once: one ledger row (key `gallery-pack:<pack id>`, so however often and
 * however concurrently it is asked, the reseller pays once), and every full-size file copied into
 * the reseller's gallery as a material with the pack's licence noted on it — in one transaction.
 * Buying a pack already owned answers the first purchase and charges nothing.
 */
export async function buyPack(
  db: Db,
  storage: StorageDriver,
  buyer: Buyer,
  packId: number,
): Promise<{ pack: GalleryPackRow; purchase: GalleryPackPurchaseRow }> {
  const pack = await findPack(db, buyer.siteId, packId, true);
  const earlier = await purchaseOf(db, buyer, pack.id);
  if (earlier) return { pack, purchase: earlier };
  const files = await packFiles(db, pack.id);
  if (files.length === 0) throw invalid('该图包还没有图片，暂不能购买');
  const copies: Array<Awaited<ReturnType<typeof copyIntoGallery>>> = [];
  try {
    for (const file of files) copies.push(await copyIntoGallery(storage, buyer, file));
    const purchase = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(galleryPackPurchases)
        .values({
          siteId: buyer.siteId,
          userId: buyer.userId,
          packId: pack.id,
          priceCents: pack.priceCents,
          actorUserId: buyer.actorId,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await noteServiceOrder(tx, {
        siteId: buyer.siteId,
        userId: buyer.userId,
        kind: 'gallery',
        referenceId: row.id,
        orderNo: `TB${String(row.id).padStart(8, '0')}`,
        title: `图包「${pack.name}」`,
        amountCents: pack.priceCents,
        statusLabel: '已完成',
      });
      if (pack.priceCents > 0)
        await changeBalance(tx, {
          siteId: buyer.siteId,
          userId: buyer.userId,
          kind: 'payment',
          amountCents: -pack.priceCents,
          description: `图库服务：购买图包「${pack.name}」`,
          reference: { type: 'gallery_pack', id: pack.id },
          idempotencyKey: `gallery-pack:${pack.id}`,
          actorUserId: buyer.actorId,
        });
      const licence = `${pack.licence}（图包「${pack.name}」）`;
      const materialIds: number[] = [];
      for (const copy of copies)
        materialIds.push(
          (await insertMaterial(tx, copy.prepared, { fileId: null, name: copy.name, licence })).id,
        );
      const [done] = await tx
        .update(galleryPackPurchases)
        .set({ materialIds })
        .where(eq(galleryPackPurchases.id, row.id))
        .returning();
      return done!;
    });
    if (purchase) return { pack, purchase };
    // Another request bought it meanwhile: keep its materials, drop these copies.
    await Promise.all(copies.map((copy) => copy.discard()));
    return { pack, purchase: (await purchaseOf(db, buyer, pack.id))! };
  } catch (error) {
    await Promise.all(copies.map((copy) => copy.discard()));
    throw error;
  }
}
