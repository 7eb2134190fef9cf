import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems, orders } from '../orders/index.js';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';
import type { ImportKind, PrintAreaKey } from './columns.js';

export const importStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** One uploaded spreadsheet and what its job made of it. */
export const orderImports = pgTable(
  'order_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ImportKind>().notNull(),
    fileName: text('file_name').notNull(),
    /** The upload as received, read by the job (any worker process). */
    fileKey: text('file_key').notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('queued'),
    jobId: integer('job_id'),
    totalRows: integer('total_rows').notNull().default(0),
    /** Orders this import created, and the rows they hold. */
    importedOrders: integer('imported_orders').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    /** Orders whose number was imported before (by this reseller): left as they are. */
    duplicateOrders: integer('duplicate_orders').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    /** The refused rows with their reasons (xlsx), when there were any. */
    errorFileKey: text('error_file_key'),
    /** Why the whole file could not be read (no header, not a spreadsheet …). */
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('order_imports_owner').on(t.siteId, t.userId, t.createdAt)],
);

export type OrderImportRow = typeof orderImports.$inferSelect;

/** FBA shipment facts kept with the order. */
export interface FbaShipment {
  fcCode: string;
}

/**
 * The order number a reseller's spreadsheet gave an order. Unique per reseller, which is what
 * makes an import idempotent: a number seen before is not ordered again, whichever file or kind
 * brings it.
 */
export const importedOrders = pgTable(
  'imported_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    userId: integer('user_id').notNull(),
    importId: integer('import_id')
      .notNull()
      .references(() => orderImports.id, { onDelete: 'cascade' }),
    /** Set in the transaction that claims the number, right after the order is written. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ImportKind>().notNull(),
    sourceOrderNo: text('source_order_no').notNull(),
    email: text('email').notNull().default(''),
    note: text('note').notNull().default(''),
    fba: jsonb('fba').$type<FbaShipment>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('imported_orders_owner_no').on(t.siteId, t.userId, t.sourceOrderNo),
    index('imported_orders_order').on(t.orderId),
    index('imported_orders_import').on(t.importId),
  ],
);

export type ImportedOrderRow = typeof importedOrders.$inferSelect;

/** What a spreadsheet row said about its line beyond the SKU: artwork, text, FBA label. */
export const importedOrderLines = pgTable('imported_order_lines', {
  orderItemId: integer('order_item_id')
    .primaryKey()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  rowNumber: integer('row_number').notNull(),
  /** The store's selling price (customs value), null when the row left it empty. */
  salePriceCents: integer('sale_price_cents'),
  printFiles: jsonb('print_files').$type<Partial<Record<PrintAreaKey, string>>>().notNull(),
  personalisation: text('personalisation').notNull().default(''),
  fnsku: text('fnsku').notNull().default(''),
  labelUrl: text('label_url').notNull().default(''),
});

export type ImportedOrderLineRow = typeof importedOrderLines.$inferSelect;
