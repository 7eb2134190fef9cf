import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AddressBlackEntry, AddressBlackInput, OrderAddress } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { invalid, notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { containing } from '../orders/index.js';
import { matchesBlacklist } from './address-match.js';
import { addressBlacklist, type AddressBlackRow } from './schema.js';

export interface Owner {
  siteId: number;
  userId: number;
}

function owned(owner: Owner, id?: number): SQL {
  const scope = [
    eq(addressBlacklist.siteId, owner.siteId),
    eq(addressBlacklist.userId, owner.userId),
  ];
  if (id !== undefined) scope.push(eq(addressBlacklist.id, id));
  return and(...scope)!;
}

export function toEntry(row: AddressBlackRow): AddressBlackEntry {
  return {
    id: row.id,
    recipient_name: row.recipientName,
    phone: row.phone,
    address_keyword: row.addressKeyword,
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
  };
}

function entryValues(input: AddressBlackInput) {
  const values = {
    recipientName: input.recipient_name.trim(),
    phone: input.phone.trim(),
    addressKeyword: input.address_keyword.trim(),
    remark: (input.remark ?? '').trim(),
  };
  if (!values.recipientName && !values.phone && !values.addressKeyword)
    throw invalid('收件人、电话、地址关键词至少填写一项');
  if (values.phone && !/\d{5,}/.test(values.phone.replace(/\D/g, '')))
    throw invalid('电话至少包含 5 位数字');
  return values;
}

export async function listBlacklist(
  db: DbExecutor,
  owner: Owner,
  query: { page: number; page_size: number; keyword?: string },
): Promise<{ rows: AddressBlackEntry[]; total: number }> {
  const conditions = [owned(owner)];
  if (query.keyword) {
    const pattern = containing(query.keyword);
    conditions.push(
      or(
        ilike(addressBlacklist.recipientName, pattern),
        ilike(addressBlacklist.phone, pattern),
        ilike(addressBlacklist.addressKeyword, pattern),
        ilike(addressBlacklist.remark, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(addressBlacklist)
      .where(where)
      .orderBy(desc(addressBlacklist.createdAt), desc(addressBlacklist.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.select({ n: count() }).from(addressBlacklist).where(where),
  ]);
  return { rows: rows.map(toEntry), total: total?.n ?? 0 };
}

export async function createEntry(
  db: DbExecutor,
  owner: Owner,
  input: AddressBlackInput,
): Promise<AddressBlackEntry> {
  const [row] = await db
    .insert(addressBlacklist)
    .values({ ...owner, ...entryValues(input) })
    .returning();
  return toEntry(row!);
}

export async function updateEntry(
  db: DbExecutor,
  owner: Owner,
  id: number,
  input: AddressBlackInput,
): Promise<AddressBlackEntry> {
  const [row] = await db
    .update(addressBlacklist)
    .set(entryValues(input))
    .where(owned(owner, id))
    .returning();
  if (!row) throw notFound('黑名单记录');
  return toEntry(row);
}

export async function deleteEntry(db: DbExecutor, owner: Owner, id: number): Promise<void> {
  const removed = await db
    .delete(addressBlacklist)
    .where(owned(owner, id))
    .returning({ id: addressBlacklist.id });
  if (removed.length === 0) throw notFound('黑名单记录');
}

const blacklistOf = statement((db, p: Owner) => db.select().from(addressBlacklist).where(owned(p)));

/** Whether the reseller's blacklist has an entry matching the address. */
export async function isBlacklisted(
  db: DbExecutor,
  owner: Owner,
  address: OrderAddress,
): Promise<boolean> {
  const rows = await blacklistOf(db, { siteId: owner.siteId, userId: owner.userId });
  return rows.some((row) => matchesBlacklist(address, row));
}
