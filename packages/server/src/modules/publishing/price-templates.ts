import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type {
  CurrencyRate,
  PriceTemplate,
  PriceTemplateInput,
  PriceTemplateRule,
} from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { containsTyped } from '../../http/text-search.js';
import { ownedBy, type Owner } from './owner.js';
import {
  addendOf,
  CURRENCY,
  factorOf,
  formatCentsExact,
  formatFactor,
  formatRate,
  rateMicrosOf,
  type PriceRule,
} from './price-rules.js';
import { currencyRates, priceTemplates, type PriceTemplateRow } from './schema.js';

/** CNY is PodKit's own currency: its rate is 1 and never stored. */
const CNY = 'CNY';
const CNY_MICROS = 1_000_000;

export async function listRates(db: DbExecutor, owner: Owner): Promise<CurrencyRate[]> {
  const rows = await db
    .select()
    .from(currencyRates)
    .where(ownedBy(currencyRates, owner))
    .orderBy(asc(currencyRates.currency));
  return rows.map((row) => ({ currency: row.currency, rate: formatRate(row.rateMicros) }));
}

/** Replaces the reseller's rates; a currency given twice or CNY is refused. */
export async function saveRates(db: Db, owner: Owner, rates: CurrencyRate[]) {
  const seen = new Set<string>();
  const values = rates.map(({ currency, rate }) => {
    if (!CURRENCY.test(currency))
      throw invalid(`币种「${currency}」不正确，应为三位大写字母的 ISO 4217 代码（如 USD）`);
    if (currency === CNY) throw invalid('人民币（CNY）汇率固定为 1，无需设置');
    if (seen.has(currency)) throw invalid(`币种 ${currency} 重复`);
    seen.add(currency);
    return { ...owner, currency, rateMicros: rateMicrosOf(currency, rate) };
  });
  await db.transaction(async (tx) => {
    await tx.delete(currencyRates).where(ownedBy(currencyRates, owner));
    if (values.length > 0) await tx.insert(currencyRates).values(values);
  });
  return listRates(db, owner);
}

/** Units of `currency` per CNY in millionths; a currency without a rate is refused by name. */
export async function rateMicros(db: DbExecutor, owner: Owner, currency: string): Promise<number> {
  if (currency === CNY) return CNY_MICROS;
  const [row] = await db
    .select({ rateMicros: currencyRates.rateMicros })
    .from(currencyRates)
    .where(and(ownedBy(currencyRates, owner), eq(currencyRates.currency, currency)));
  if (!row) throw invalid(`请先在价格模板中设置 ${currency} 汇率`);
  return row.rateMicros;
}

export function toPriceTemplate(row: PriceTemplateRow): PriceTemplate {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    factor: formatFactor(row.factorTenThousandths),
    addend: formatCentsExact(row.addendCents),
    rounding: row.rounding,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A rule as typed, checked and in the stored units. */
export function ruleOf(input: PriceTemplateRule): PriceRule & { currency: string } {
  if (!CURRENCY.test(input.currency))
    throw invalid(`币种「${input.currency}」不正确，应为三位大写字母的 ISO 4217 代码（如 USD）`);
  return {
    currency: input.currency,
    factorTenThousandths: factorOf(input.factor),
    addendCents: addendOf(input.addend),
    rounding: input.rounding,
  };
}

function valuesOf(input: PriceTemplateInput) {
  const name = input.name.trim();
  if (!name) throw invalid('请填写价格模板名称');
  return { name, ...ruleOf(input), isDefault: input.is_default ?? false };
}

export async function listPriceTemplates(
  db: DbExecutor,
  owner: Owner,
  query: { keyword?: string; page: number; page_size: number },
): Promise<{ rows: PriceTemplate[]; total: number }> {
  const where = and(
    ownedBy(priceTemplates, owner),
    containsTyped(priceTemplates.name, query.keyword),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(priceTemplates)
      .where(where)
      .orderBy(desc(priceTemplates.isDefault), desc(priceTemplates.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.select({ n: count() }).from(priceTemplates).where(where),
  ]);
  return { rows: rows.map(toPriceTemplate), total: total?.n ?? 0 };
}

export async function findPriceTemplate(
  db: DbExecutor,
  owner: Owner,
  id: number,
): Promise<PriceTemplateRow> {
  const [row] = await db
    .select()
    .from(priceTemplates)
    .where(and(ownedBy(priceTemplates, owner), eq(priceTemplates.id, id)));
  if (!row) throw notFound('价格模板');
  return row;
}

/** The reseller's default price template, if one is marked. */
export async function defaultPriceTemplate(
  db: DbExecutor,
  owner: Owner,
): Promise<PriceTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(priceTemplates)
    .where(and(ownedBy(priceTemplates, owner), eq(priceTemplates.isDefault, true)));
  return row;
}

/** The first template a reseller makes is the default; marking another one moves it. */
export async function createPriceTemplate(db: Db, owner: Owner, input: PriceTemplateInput) {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const isDefault = values.isDefault || !(await defaultPriceTemplate(tx, owner));
    if (isDefault)
      await tx
        .update(priceTemplates)
        .set({ isDefault: false })
        .where(and(ownedBy(priceTemplates, owner), eq(priceTemplates.isDefault, true)));
    const [row] = await tx
      .insert(priceTemplates)
      .values({ ...owner, ...values, isDefault })
      .returning();
    return toPriceTemplate(row!);
  });
}

export async function updatePriceTemplate(
  db: Db,
  owner: Owner,
  id: number,
  input: PriceTemplateInput,
) {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const current = await findPriceTemplate(tx, owner, id);
    // Unmarking the default leaves none; marking moves it here.
    const isDefault = input.is_default ?? current.isDefault;
    if (isDefault)
      await tx
        .update(priceTemplates)
        .set({ isDefault: false })
        .where(
          and(
            ownedBy(priceTemplates, owner),
            eq(priceTemplates.isDefault, true),
            ne(priceTemplates.id, id),
          ),
        );
    const [row] = await tx
      .update(priceTemplates)
      .set({ ...values, isDefault, updatedAt: new Date() })
      .where(and(ownedBy(priceTemplates, owner), eq(priceTemplates.id, id)))
      .returning();
    return toPriceTemplate(row!);
  });
}

/** Listing templates that named it fall back to the default price template. */
export async function deletePriceTemplate(db: DbExecutor, owner: Owner, id: number) {
  await findPriceTemplate(db, owner, id);
  await db
    .delete(priceTemplates)
    .where(and(ownedBy(priceTemplates, owner), eq(priceTemplates.id, id)));
}
