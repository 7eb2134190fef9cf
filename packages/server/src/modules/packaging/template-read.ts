import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
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
    design_document: row.designDocument ?? null,
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

const orderPackagingOf = (row: PackagingRow): OrderPackaging => ({
  templateId: row.id,
  name: `${kindLabels[row.kind]} · ${row.name}`,
  feeCents: row.perOrderFeeCents ?? 0,
});

/** Why a template of the owner's cannot go on an order yet; null when it can (可使用). */
function unusableReason(row: PackagingRow, use: string): string | null {
  if (row.status === 'active') return null;
  if (row.status === 'approved')
    return `包装模板「${row.name}」尚未支付制版费，请先在「包装模板」中支付后再${use}`;
  return `包装模板「${row.name}」${statusLabels[row.status]}，审核通过并支付制版费后才能${use}`;
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
  const reason = unusableReason(row, '使用');
  if (reason) throw invalid(reason);
  return orderPackagingOf(row);
}

/**
 * Checks a template the owner wants as a default (of the account or of a store): only the
 * owner's own, approved and paid (可使用) template may be one; null clears the default.
 */
export async function checkDefaultTemplate(
  db: DbExecutor,
  owner: Required<Scope>,
  id: number | null,
): Promise<number | null> {
  if (id === null) return null;
  const [row] = await db.select().from(packagingTemplates).where(scopeOf(owner, id));
  if (!row) throw invalid(`包装模板不存在（id ${id}）：只能把自己账户下的包装模板设为默认`);
  const reason = unusableReason(row, '设为默认');
  if (reason) throw invalid(reason);
  return row.id;
}

/**
 * The packaging an order gets when it names none: the first of the defaults given (the store's,
 * then the account's) that is still the owner's usable template; none when there is none.
 */
export async function defaultPackaging(
  db: DbExecutor,
  owner: Required<Scope>,
  defaults: ReadonlyArray<number | null | undefined>,
): Promise<OrderPackaging | null> {
  for (const id of defaults) {
    if (id == null) continue;
    const [row] = await db.select().from(packagingTemplates).where(scopeOf(owner, id));
    if (row && !unusableReason(row, '使用')) return orderPackagingOf(row);
  }
  return null;
}

/** The design files of some templates (any owner's: for the operators' production bundle). */
export async function packagingDesigns(
  db: DbExecutor,
  siteId: number,
  ids: readonly number[],
): Promise<Map<number, { kindLabel: string; name: string; key: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(packagingTemplates)
    .where(and(eq(packagingTemplates.siteId, siteId), inArray(packagingTemplates.id, [...ids])));
  return new Map(
    rows.map((row) => [
      row.id,
      { kindLabel: kindLabels[row.kind], name: row.name, key: row.designFile.key },
    ]),
  );
}
