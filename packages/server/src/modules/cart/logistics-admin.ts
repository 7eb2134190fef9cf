import { and, asc, eq } from 'drizzle-orm';
import type { AdminLogisticsInput, AdminLogisticsMethod } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { yuanToCents } from '../catalog/index.js';
import { logisticsMethods, type LogisticsMethodRow } from './schema.js';

// Operators keep the site's shipping methods and their fees (first weight, then each step).

function toAdminMethod(row: LogisticsMethodRow): AdminLogisticsMethod {
  return {
    id: row.id,
    name: row.name,
    first_weight_grams: row.firstWeightGrams,
    first_fee: formatCents(row.firstFeeCents),
    additional_weight_grams: row.additionalWeightGrams,
    additional_fee: formatCents(row.additionalFeeCents),
    delivery_time: row.deliveryTime,
    country_codes: row.countryCodes,
    status: row.status === 1 ? 1 : 0,
    sort: row.sort,
  };
}

function methodValues(input: AdminLogisticsInput) {
  const name = input.name.trim();
  if (!name) throw invalid('请填写物流方式名称');
  return {
    name,
    firstWeightGrams: input.first_weight_grams,
    firstFeeCents: yuanToCents(input.first_fee, '首重费用'),
    additionalWeightGrams: input.additional_weight_grams,
    additionalFeeCents: yuanToCents(input.additional_fee, '续重费用'),
    deliveryTime: input.delivery_time.trim(),
    countryCodes: [...new Set((input.country_codes ?? []).map((code) => code.toUpperCase()))],
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.sort !== undefined ? { sort: input.sort } : {}),
  };
}

const ofSite = (siteId: number, id: number) =>
  and(eq(logisticsMethods.siteId, siteId), eq(logisticsMethods.id, id));

/** Every shipping method of the site, withdrawn ones too, in display order. */
export async function adminLogistics(db: Db, siteId: number): Promise<AdminLogisticsMethod[]> {
  const rows = await db
    .select()
    .from(logisticsMethods)
    .where(eq(logisticsMethods.siteId, siteId))
    .orderBy(asc(logisticsMethods.sort), asc(logisticsMethods.id));
  return rows.map(toAdminMethod);
}

export async function createLogistics(
  db: Db,
  siteId: number,
  input: AdminLogisticsInput,
): Promise<AdminLogisticsMethod> {
  const [row] = await db
    .insert(logisticsMethods)
    .values({ siteId, ...methodValues(input) })
    .returning();
  return toAdminMethod(row!);
}

/** Orders already placed keep the fee they were quoted. */
export async function updateLogistics(
  db: Db,
  siteId: number,
  id: number,
  input: AdminLogisticsInput,
): Promise<AdminLogisticsMethod> {
  const [row] = await db
    .update(logisticsMethods)
    .set(methodValues(input))
    .where(ofSite(siteId, id))
    .returning();
  if (!row) throw notFound('物流方式');
  return toAdminMethod(row);
}

/** Orders keep the method's name and fee; it is no longer offered. */
export async function deleteLogistics(db: Db, siteId: number, id: number): Promise<void> {
  const removed = await db
    .delete(logisticsMethods)
    .where(ofSite(siteId, id))
    .returning({ id: logisticsMethods.id });
  if (removed.length === 0) throw notFound('物流方式');
}
