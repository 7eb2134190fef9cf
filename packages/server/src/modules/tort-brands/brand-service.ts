import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { TortBrand, TortBrandHit, TortBrandInput, TortBrandLevel } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { containsTyped } from '../../http/text-search.js';
import { brandKey, brandsNamedIn } from './brand-match.js';
import { tortBrands, type TortBrandRow } from './schema.js';

export interface TortBrandFilter {
  keyword?: string;
  level?: TortBrandLevel;
  page: number;
  page_size: number;
}

export function toTortBrand(row: TortBrandRow): TortBrand {
  return {
    id: row.id,
    word: row.word,
    level: row.level,
    holder: row.holder,
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The row values of an operator's input; a word with nothing to match is refused. */
export function brandValues(input: TortBrandInput) {
  const word = input.word.normalize('NFKC').replace(/\s+/g, ' ').trim();
  const matchKey = brandKey(word);
  if (matchKey.replace(/[\s._\-·・]/g, '') === '') throw invalid('品牌名称不能为空');
  return {
    word,
    matchKey,
    level: input.level,
    holder: input.holder.trim(),
    remark: input.remark.trim(),
  };
}

const listedAlready = (word: string) => conflict(`品牌「${word}」已在侵权品牌列表中`);

export async function listTortBrands(
  db: DbExecutor,
  siteId: number,
  filter: TortBrandFilter,
): Promise<{ rows: TortBrand[]; total: number }> {
  const conditions: SQL[] = [eq(tortBrands.siteId, siteId)];
  const named = or(
    containsTyped(tortBrands.word, filter.keyword),
    containsTyped(tortBrands.holder, filter.keyword),
  );
  if (named) conditions.push(named);
  if (filter.level) conditions.push(eq(tortBrands.level, filter.level));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tortBrands)
      .where(where)
      .orderBy(desc(tortBrands.createdAt), desc(tortBrands.id))
      .limit(filter.page_size)
      .offset(pageOffset(filter.page, filter.page_size)),
    db.select({ n: count() }).from(tortBrands).where(where),
  ]);
  return { rows: rows.map(toTortBrand), total: total?.n ?? 0 };
}

export async function createTortBrand(
  db: DbExecutor,
  siteId: number,
  input: TortBrandInput,
): Promise<TortBrand> {
  const values = brandValues(input);
  try {
    const [row] = await db
      .insert(tortBrands)
      .values({ siteId, ...values })
      .returning();
    return toTortBrand(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw listedAlready(values.word);
    throw error;
  }
}

export async function updateTortBrand(
  db: DbExecutor,
  siteId: number,
  id: number,
  input: TortBrandInput,
): Promise<TortBrand> {
  const values = brandValues(input);
  try {
    const [row] = await db
      .update(tortBrands)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(tortBrands.siteId, siteId), eq(tortBrands.id, id)))
      .returning();
    if (!row) throw notFound('侵权品牌');
    return toTortBrand(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw listedAlready(values.word);
    throw error;
  }
}

export async function deleteTortBrand(db: DbExecutor, siteId: number, id: number): Promise<void> {
  const removed = await db
    .delete(tortBrands)
    .where(and(eq(tortBrands.siteId, siteId), eq(tortBrands.id, id)))
    .returning({ id: tortBrands.id });
  if (removed.length === 0) throw notFound('侵权品牌');
}

/**
 * The site's listed brands that `texts` name (a product's title, its text layers, a word typed
 * in the lookup), the blocking ones first. The publishing center refuses a product when one of
 * them is `block`.
 */
export async function findTortBrands(
  db: DbExecutor,
  siteId: number,
  texts: string[],
): Promise<TortBrandHit[]> {
  if (texts.every((text) => text.trim() === '')) return [];
  const listed = await db
    .select({
      id: tortBrands.id,
      word: tortBrands.word,
      matchKey: tortBrands.matchKey,
      level: tortBrands.level,
      holder: tortBrands.holder,
    })
    .from(tortBrands)
    .where(eq(tortBrands.siteId, siteId))
    .orderBy(tortBrands.level, tortBrands.id); // block sorts before warn
  return brandsNamedIn(listed, texts).map(({ id, word, level, holder }) => ({
    id,
    word,
    level,
    holder,
  }));
}
