import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DesignDocument } from '@podkit/design';
import type { PackagingKind, PackagingStatus } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A private uploaded file (upload type 'file') as stored with the template. */
export interface DesignFile {
  key: string;
  name: string;
  mime: string;
}

/**
 * A reseller's packaging template (包装模板): reviewed by the operators, who set its fees; usable
 * at checkout once the reseller has paid the set-up fee.
 */
export const packagingTemplates = pgTable(
  'packaging_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PackagingKind>().notNull(),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    /** What the factory prints: the uploaded file, or the PNG rendered from designDocument. */
    designFile: jsonb('design_file').$type<DesignFile>().notNull(),
    /** The design made in the editor, kept to reopen it; null for an uploaded file. */
    designDocument: jsonb('design_document').$type<DesignDocument>(),
    status: text('status').$type<PackagingStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    /** Set by the approval. */
    setupFeeCents: integer('setup_fee_cents'),
    perOrderFeeCents: integer('per_order_fee_cents'),
    /** When the set-up fee was paid (ledger key packaging-setup:<id>); then it is 可使用. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packaging_templates_owner').on(t.siteId, t.userId, t.createdAt),
    index('packaging_templates_site_status').on(t.siteId, t.status, t.createdAt),
  ],
);

export type PackagingRow = typeof packagingTemplates.$inferSelect;
