import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { roles } from '../menu/index.js';
import { sites } from '../sites/index.js';

/** Group levels of a site: a reseller rises with accumulated recharge (spec section 3, Group data). */
export const groups = pgTable('groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  levelName: text('level_name').notNull(),
  /** Accumulated recharge (cents) at which this level is reached. */
  thresholdCents: bigint('threshold_cents', { mode: 'number' }).notNull().default(0),
  sort: integer('sort').notNull().default(0),
  /** What a reseller pays from the balance to take this level at once; null: only by recharge. */
  priceCents: bigint('price_cents', { mode: 'number' }),
  /** What the level gives, as the operator words it (shown on 会员等级). */
  benefits: text('benefits').notNull().default(''),
});

export const userRoles = ['reseller', 'operator'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    phone: text('phone'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    /** Shown instead of the user name where set (sub-accounts get one from their owner). */
    nickname: text('nickname').notNull().default(''),
    /** 账户信息: who to contact and for which company (filled in by the account itself). */
    contactName: text('contact_name').notNull().default(''),
    company: text('company').notNull().default(''),
    wechat: text('wechat').notNull().default(''),
    /**
     * Set for a sub-account: the main account it acts for. Its requests are scoped to the owner
     * and recorded with it as the actor (ARCHITECTURE.md decision 7).
     */
    ownerUserId: integer('owner_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    avatar: text('avatar').notNull().default(''),
    /** The kind of account: an operator may open the /admin console. */
    role: text('role').$type<UserRole>().notNull().default('reseller'),
    /** The permission role that decides menu entries and buttons (modules/menu). */
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** Prepaid balance in cents; changes only with a ledger row (ARCHITECTURE.md decision 8). */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    /** Sum of all recharges in cents: drives the group level. */
    rechargeTotalCents: bigint('recharge_total_cents', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'Demo' and 'demo' are one name: sign-in matches user names without regard to case.
    uniqueIndex('users_site_username').on(t.siteId, sql`lower(${t.username})`),
    uniqueIndex('users_site_phone').on(t.siteId, t.phone),
    // 账户安全 keeps one account per e-mail address on a site (stored in lower case).
    uniqueIndex('users_site_email').on(t.siteId, sql`lower(${t.email})`),
    index('users_owner').on(t.ownerUserId),
  ],
);

export type User = typeof users.$inferSelect;

/** Page visits for site statistics (GET /distribution/systemStatisticsLog). */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Null for a visitor who is not signed in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull().default(''),
    ip: text('ip').notNull().default(''),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_visits_site_time').on(t.siteId, t.visitedAt)],
);
