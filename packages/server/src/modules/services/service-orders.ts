import { and, count, desc, eq } from 'drizzle-orm';
import type { ServiceKind, ServiceOrder, ServiceOrderQuery } from '@podkit/sdk-core';
import { kindLabels } from './labels.js';
import type { Db, DbExecutor } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { serviceOrders, type ServiceOrderRow } from './schema.js';

/** What a service tells the list of service orders about one of its orders. */
export interface ServiceOrderNote {
  siteId: number;
  userId: number;
  kind: ServiceKind;
  /** The service's own record. */
  referenceId: number;
  orderNo: string;
  title: string;
  amountCents: number;
  statusLabel: string;
}

/**
 * Records a service order, or its new status: one row per (kind, reference), written in the
 * service's own transaction so the list never disagrees with the service.
 */
export async function noteServiceOrder(db: DbExecutor, note: ServiceOrderNote): Promise<void> {
  const now = new Date();
  await db
    .insert(serviceOrders)
    .values({ ...note, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [serviceOrders.kind, serviceOrders.referenceId],
      set: { statusLabel: note.statusLabel, title: note.title, updatedAt: now },
    });
}

export function toServiceOrder(row: ServiceOrderRow): ServiceOrder {
  return {
    id: row.id,
    kind: row.kind,
    kind_label: kindLabels[row.kind],
    reference_id: row.referenceId,
    order_no: row.orderNo,
    title: row.title,
    amount: formatCents(row.amountCents),
    status_label: row.statusLabel,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The owner's orders of every service (or one), newest first. */
export async function listServiceOrders(
  db: Db,
  owner: { siteId: number; userId: number },
  query: ServiceOrderQuery & { page: number; page_size: number },
): Promise<{ rows: ServiceOrderRow[]; total: number }> {
  const where = and(
    eq(serviceOrders.siteId, owner.siteId),
    eq(serviceOrders.userId, owner.userId),
    query.kind ? eq(serviceOrders.kind, query.kind) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(serviceOrders)
      .where(where)
      .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(serviceOrders).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
