import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { PackagingQuery, PackagingTemplate } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { AppError, StatusCode, invalid } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import { containsTyped } from '../../http/text-search.js';
import { users } from '../users/index.js';
import { kindLabels, statusLabels } from './labels.js';
import { packagingTemplates, type PackagingRow } from './schema.js';

export type UrlOf = (key: string) => string;

/** Whose templates a query sees: one reseller's (site + user), or the whole site's (operators). */
export type Scope = { siteId: number; userId?: number };

const cents = (value: number | null) => (value === null ? null : formatCents(value));

export function toPackaging(row: PackagingRow, urlOf: UrlOf): PackagingTemplate {
  return {
    id: row.id,
    kind: row.kind,
    kind_label: kindLabels[row.kind],
    name: row.name,
    note: row.note,
    status: row.status,
    status_label: statusLabels[row.status],
    design_file: {
      name: row.designFile.name,
      url: urlOf(row.designFile.key),
      mime: row.designFile.mime,
    },
    reject_reason: row.rejectReason,
    setup_fee: cents(row.setupFeeCents),
    per_order_fee: cents(row.perOrderFeeCents),
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function scopeOf(scope: Scope, id?: number): SQL {
  const conditions = [eq(packagingTemplates.siteId, scope.siteId)];
  if (scope.userId !== undefined) conditions.push(eq(packagingTemplates.userId, scope.userId));
  if (id !== undefined) conditions.push(eq(packagingTemplates.id, id));
  return and(...conditions)!;
}

export const templateNotFound = () =>
  new AppError(StatusCode.notFound, '包装模板不存在：只能使用自己账户下的包装模板');

/** A page of templates in scope, newest first, each with its owner's name. */
export async function listTemplates(
  db: DbExecutor,
  scope: Scope,
  query: PackagingQuery & { page: number; page_size: number },
) {
  const conditions: SQL[] = [scopeOf(scope)];
  if (query.status) conditions.push(eq(packagingTemplates.status, query.status));
  if (query.kind) conditions.push(eq(packagingTemplates.kind, query.kind));
  const typed = [
    containsTyped(packagingTemplates.name, query.keyword),
    scope.userId === undefined ? containsTyped(users.username, query.keyword) : undefined,
  ].filter((one): one is SQL => one !== undefined);
  if (typed.length > 0) conditions.push(or(...typed)!);
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ template: packagingTemplates, username: users.username })
      .from(packagingTemplates)
      .innerJoin(users, eq(users.id, packagingTemplates.userId))
      .where(where)
      .orderBy(desc(packagingTemplates.createdAt), desc(packagingTemplates.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db
      .select({ total: count() })
      .from(packagingTemplates)
      .innerJoin(users, eq(users.id, packagingTemplates.userId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The template in scope; another reseller's is "not found". */
export async function findTemplate(db: DbExecutor, scope: Scope, id: number) {
  const [row] = await db.select().from(packagingTemplates).where(scopeOf(scope, id));
  if (!row) throw templateNotFound();
  return row;
}

export async function ownerName(db: DbExecutor, row: PackagingRow): Promise<string> {
  const [owner] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.userId));
  return owner?.username ?? '';
}

/** The reseller's paid templates, the ones checkout offers, newest first. */
export function usableTemplates(db: DbExecutor, owner: Required<Scope>) {
  return db
    .select()
    .from(packagingTemplates)
    .where(and(scopeOf(owner), eq(packagingTemplates.status, 'active')))
    .orderBy(desc(packagingTemplates.createdAt), desc(packagingTemplates.id));
}

/** What an order using the template records: its name and per-order fee. */
export interface OrderPackaging {
  templateId: number;
  name: string;
  feeCents: number;
}

/**
 * The reseller's template an order may use, or a Chinese refusal: another reseller's is not
 * found; one not yet approved, or approved but whose set-up fee is unpaid, cannot be used yet.
 */
export async function packagingForOrder(
  db: DbExecutor,
  owner: Required<Scope>,
  id: number,
): Promise<OrderPackaging> {
  const row = await findTemplate(db, owner, id);
  if (row.status === 'approved')
    throw invalid(`包装模板「${row.name}」尚未支付制版费，请先在「包装模板」中支付后再使用`);
  if (row.status !== 'active')
    throw invalid(
      `包装模板「${row.name}」${statusLabels[row.status]}，审核通过并支付制版费后才能使用`,
    );
  return {
    templateId: row.id,
    name: `${kindLabels[row.kind]} · ${row.name}`,
    feeCents: row.perOrderFeeCents ?? 0,
  };
}
