import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { StorageDriver } from '../../../storage/index.js';
import { seedDemoGoods } from '../../goods/index.js';
import { sites } from '../../sites/index.js';
import { seedDemoCatalog, seedDesignStyles } from './seed.js';

/**
 * Catalog demo data: the design styles on every site, and on the default site (when a storage
 * driver is given for the pictures) the demo blanks and general goods. Idempotent.
 */
export async function seedCatalogDemo(db: Db, options: { storage?: StorageDriver }): Promise<void> {
  const allSites = await db
    .select({ id: sites.id })
    .from(sites)
    .orderBy(desc(sites.isDefault), asc(sites.id));
  for (const site of allSites) await seedDesignStyles(db, site.id);
  const defaultSite = allSites[0];
  if (!defaultSite || !options.storage) return;
  // Both draw their pictures first; running them together keeps the first start short.
  await Promise.all([
    seedDemoCatalog(db, options.storage, defaultSite.id),
    seedDemoGoods(db, options.storage, defaultSite.id),
  ]);
}
