import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DesignMask, DesignStyle } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { toDesignMask } from './blank-read.js';
import { designMasks, designStyles } from './schema.js';

export async function siteDesignStyles(db: DbExecutor, siteId: number): Promise<DesignStyle[]> {
  const rows = await db
    .select()
    .from(designStyles)
    .where(eq(designStyles.siteId, siteId))
    .orderBy(asc(designStyles.sort), asc(designStyles.styleNo));
  return rows.map((row) => ({
    id: row.styleNo,
    name: row.name,
    description: row.description,
    sort: row.sort,
  }));
}

export async function siteDesignMasks(
  db: DbExecutor,
  siteId: number,
  productId?: number,
): Promise<DesignMask[]> {
  const conditions: SQL[] = [eq(designMasks.siteId, siteId)];
  if (productId !== undefined) conditions.push(eq(designMasks.productId, productId));
  const rows = await db
    .select()
    .from(designMasks)
    .where(and(...conditions))
    .orderBy(asc(designMasks.sort), asc(designMasks.id));
  return rows.map(toDesignMask);
}
