import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A signed-in session. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** A login captcha: the answer is kept only as a hash, and a captcha is good for one try. */
export const captchas = pgTable(
  'captchas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    captchaKey: text('captcha_key').notNull().unique(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires').on(t.expiresAt)],
);

export const phoneCodeScenes = ['register', 'forget'] as const;
export type PhoneCodeScene = (typeof phoneCodeScenes)[number];

/** An SMS verification code sent to a phone; stored hashed, with its failed tries counted. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    scene: text('scene').$type<PhoneCodeScene>().notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('phone_codes_site_phone').on(t.siteId, t.phone, t.createdAt)],
);

/**
 * Failed sign-ins, counted per account and per IP within a window. Kept in the database, not in
 * memory, because several server processes share one database (ARCHITECTURE.md, Scale).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `user:<id>` for a known account, else `name:<what was typed>` in lower case. */
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_account').on(t.siteId, t.accountKey, t.failedAt),
    index('login_failures_ip').on(t.ip, t.failedAt),
  ],
);
