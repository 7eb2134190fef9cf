import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  VerificationDocumentRole,
  VerificationKind,
  VerificationStatus,
} from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A document picture: a private file (upload type 'verification') of the reseller. */
export interface VerificationFile {
  role: VerificationDocumentRole;
  key: string;
  name: string;
  mime: string;
}

/**
 * 实名认证: one row per main account, written again on each resubmission. The ID number is kept
 * sealed (AES-256-GCM, `src/secrets`) and, for display, masked; a company's credit code is public.
 */
export const userVerifications = pgTable(
  'user_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VerificationKind>().notNull(),
    status: text('status').$type<Exclude<VerificationStatus, 'none'>>().notNull(),
    /** The person's name (personal) or the company's registered name (company). */
    subjectName: text('subject_name').notNull(),
    /** The ID number masked, or the credit code as it is. */
    numberMasked: text('number_masked').notNull(),
    /** The full ID number or credit code, sealed. */
    numberSealed: text('number_sealed').notNull(),
    legalPerson: text('legal_person').notNull().default(''),
    documents: jsonb('documents').$type<VerificationFile[]>().notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_verifications_user').on(t.userId),
    index('user_verifications_queue').on(t.siteId, t.status, t.submittedAt),
  ],
);

export type VerificationRow = typeof userVerifications.$inferSelect;
