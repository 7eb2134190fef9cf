import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExportKind } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** An export a reseller asked for (userExportRecord); a durable job writes the file. */
export const exportRecords = pgTable(
  'export_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExportKind>().notNull(),
    name: text('name').notNull(),
    /** The filters the export was asked with. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    jobId: integer('job_id'),
    rowCount: integer('row_count').notNull().default(0),
    fileKey: text('file_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('export_records_owner').on(t.siteId, t.userId, t.createdAt)],
);

export type ExportRecordRow = typeof exportRecords.$inferSelect;
