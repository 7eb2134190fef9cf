import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { OrdinaryProductForm, OrdinaryProductFormInput } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { users, type User } from '../users/index.js';
import { sourcingRequests } from './schema.js';

export function toSourcingRequest(
  row: typeof sourcingRequests.$inferSelect,
  username: string,
): OrdinaryProductForm {
  return {
    id: row.id,
    user_id: row.userId,
    username,
    name: row.name,
    link: row.link,
    description: row.description,
    expected_quantity: row.expectedQuantity,
    contact: row.contact,
    status: row.status === 1 ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of the site's sourcing requests, newest first, optionally of one status. */
export async function sourcingRequestPage(
  db: Db,
  siteId: number,
  filter: { status?: number },
  page: number,
  pageSize: number,
): Promise<{ rows: OrdinaryProductForm[]; total: number }> {
  const conditions: SQL[] = [eq(sourcingRequests.siteId, siteId)];
  if (filter.status !== undefined) conditions.push(eq(sourcingRequests.status, filter.status));
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(sourcingRequests).where(where);
  const rows = await db
    .select({ request: sourcingRequests, username: users.username })
    .from(sourcingRequests)
    .innerJoin(users, eq(users.id, sourcingRequests.userId))
    .where(where)
    .orderBy(desc(sourcingRequests.createdAt), desc(sourcingRequests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.map((row) => toSourcingRequest(row.request, row.username)),
    total: totalRow?.total ?? 0,
  };
}

/** Marks a sourcing request handled (1) or pending (0). */
export async function setSourcingStatus(
  db: Db,
  siteId: number,
  id: number,
  status: number,
): Promise<OrdinaryProductForm> {
  const [row] = await db
    .update(sourcingRequests)
    .set({ status })
    .where(and(eq(sourcingRequests.siteId, siteId), eq(sourcingRequests.id, id)))
    .returning();
  if (!row) throw notFound('代找商品申请');
  const [owner] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.userId));
  return toSourcingRequest(row, owner?.username ?? '');
}

/** A reseller asks the platform to source a general good; the operator handles it. */
export async function createSourcingRequest(
  db: Db,
  user: User,
  input: OrdinaryProductFormInput,
): Promise<OrdinaryProductForm> {
  const name = input.name.trim();
  const link = input.link?.trim() ?? '';
  const description = input.description?.trim() ?? '';
  const contact = input.contact.trim();
  if (!name) throw invalid('商品名称（name）不能为空');
  if (!contact) throw invalid('联系方式（contact）不能为空');
  if (!link && !description) throw invalid('请填写商品链接（link）或商品描述（description）');
  const [row] = await db
    .insert(sourcingRequests)
    .values({
      siteId: user.siteId,
      userId: user.id,
      name,
      link,
      description,
      expectedQuantity: input.expected_quantity,
      contact,
    })
    .returning();
  if (!row) throw new Error('sourcing request insert returned no row');
  return toSourcingRequest(row, user.username);
}
