import { and, asc, eq } from 'drizzle-orm';
import type { LogisticsMethod } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { logisticsMethods, type LogisticsMethodRow } from './schema.js';
import { shippingFeeCents } from './shipping-fee.js';

/** Whether a method ships to a country (no list: everywhere). */
export function shipsTo(
  row: Pick<LogisticsMethodRow, 'countryCodes'>,
  countryCode: string,
): boolean {
  return row.countryCodes.length === 0 || row.countryCodes.includes(countryCode.toUpperCase());
}

/** The site's offered shipping methods (to a country, when given), in display order. */
export async function siteLogistics(
  db: DbExecutor,
  siteId: number,
  countryCode?: string,
): Promise<LogisticsMethodRow[]> {
  const rows = await db
    .select()
    .from(logisticsMethods)
    .where(and(eq(logisticsMethods.siteId, siteId), eq(logisticsMethods.status, 1)))
    .orderBy(asc(logisticsMethods.sort), asc(logisticsMethods.id));
  return countryCode === undefined ? rows : rows.filter((row) => shipsTo(row, countryCode));
}

const openLogisticsMethod = statement((db, p: { siteId: number; id: number }) =>
  db
    .select()
    .from(logisticsMethods)
    .where(
      and(
        eq(logisticsMethods.siteId, p.siteId),
        eq(logisticsMethods.id, p.id),
        eq(logisticsMethods.status, 1),
      ),
    ),
);

export async function findLogistics(
  db: DbExecutor,
  siteId: number,
  id: number,
): Promise<LogisticsMethodRow> {
  const [row] = await openLogisticsMethod(db, { siteId, id });
  if (!row) throw notFound('物流方式');
  return row;
}

/**
 * The shipping fee of a method an order already names (enabled or since disabled) for a weight;
 * null when the method is gone.
 */
export async function feeOfOrderMethod(
  db: DbExecutor,
  siteId: number,
  methodId: number,
  weightGrams: number,
): Promise<number | null> {
  const [row] = await db
    .select()
    .from(logisticsMethods)
    .where(and(eq(logisticsMethods.siteId, siteId), eq(logisticsMethods.id, methodId)));
  return row ? shippingFeeCents(row, weightGrams) : null;
}

export function toLogisticsMethod(row: LogisticsMethodRow, weightGrams: number): LogisticsMethod {
  return {
    id: row.id,
    name: row.name,
    fee: formatCents(shippingFeeCents(row, weightGrams)),
    first_weight_grams: row.firstWeightGrams,
    first_fee: formatCents(row.firstFeeCents),
    additional_weight_grams: row.additionalWeightGrams,
    additional_fee: formatCents(row.additionalFeeCents),
    delivery_time: row.deliveryTime,
    weight_grams: weightGrams,
  };
}

const demoMethods = [
  {
    name: '标准快递',
    firstFeeCents: 1500,
    additionalFeeCents: 500,
    deliveryTime: '7-12 个工作日',
    sort: 1,
  },
  {
    name: '经济小包',
    firstFeeCents: 900,
    additionalFeeCents: 400,
    deliveryTime: '12-20 个工作日',
    sort: 2,
  },
  {
    name: '特快专线',
    firstFeeCents: 2800,
    additionalFeeCents: 900,
    deliveryTime: '4-7 个工作日',
    sort: 3,
  },
];

/** The demo site's three shipping methods (first 500 g, then each 500 g), once. */
export async function seedDemoLogistics(db: Db, siteId: number): Promise<void> {
  const existing = await db
    .select({ id: logisticsMethods.id })
    .from(logisticsMethods)
    .where(eq(logisticsMethods.siteId, siteId))
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(logisticsMethods).values(
    demoMethods.map((method) => ({
      ...method,
      siteId,
      firstWeightGrams: 500,
      additionalWeightGrams: 500,
    })),
  );
}

/**
 * The longest delivery time a method promises, in calendar days, read from its 时效 text
 * ('7-12 个工作日' → 12 working days → 17 days); 0 when the text names no number.
 */
export function deliveryDaysOf(deliveryTime: string): number {
  const figures = (deliveryTime.match(/\d+/g) ?? []).map(Number);
  if (figures.length === 0) return 0;
  const most = Math.max(...figures);
  return deliveryTime.includes('工作日') ? Math.ceil((most * 7) / 5) : most;
}

/** A method's promised delivery days (withdrawn ones too: orders keep their method). */
export async function methodDeliveryDays(
  db: DbExecutor,
  siteId: number,
  id: number,
): Promise<number> {
  const [row] = await db
    .select({ deliveryTime: logisticsMethods.deliveryTime })
    .from(logisticsMethods)
    .where(and(eq(logisticsMethods.siteId, siteId), eq(logisticsMethods.id, id)));
  return row ? deliveryDaysOf(row.deliveryTime) : 0;
}
