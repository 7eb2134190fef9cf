import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { groups, users } from '../users/index.js';

export type SubSiteStatus = 'pending' | 'verified';

/**
 * A reseller's sub-site (分站, the `domain` screen): its own domain and brand over the same
 * catalogue, production and operators as its site. Its host resolves to the site once a DNS TXT
 * record proves the reseller holds the domain.
 */
export const subSites = pgTable(
  'sub_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower case, no port: the Host name its visitors use. */
    host: text('host').notNull(),
    domainName: text('domain_name').notNull().default(''),
    domainIcoImg: text('domain_ico_img').notNull().default(''),
    domainLogo1: text('domain_logo_1').notNull().default(''),
    domainLogo2: text('domain_logo_2').notNull().default(''),
    domainLicenseNo: text('domain_license_no').notNull().default(''),
    customerQrCode: text('customer_qr_code').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerAddress: text('customer_address').notNull().default(''),
    /** The markup on categories without one of their own; 1500 = 15 %. */
    defaultMarkupBasisPoints: integer('default_markup_basis_points').notNull().default(0),
    /** The value the TXT record must hold; a new one for every new host. */
    verifyToken: text('verify_token').notNull(),
    status: text('status').$type<SubSiteStatus>().notNull().default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sub_sites_owner').on(t.siteId, t.ownerUserId),
    uniqueIndex('sub_sites_host').on(t.host),
  ],
);

/** The owner's markup on one blank category (and the categories under it without their own). */
export const subSiteMarkups = pgTable(
  'sub_site_markups',
  {
    subSiteId: integer('sub_site_id')
      .notNull()
      .references(() => subSites.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    basisPoints: integer('basis_points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subSiteId, t.categoryId] })],
);

/** An account registered on a sub-site's domain: the owner's customer. */
export const subSiteCustomers = pgTable(
  'sub_site_customers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    subSiteId: integer('sub_site_id')
      .notNull()
      .references(() => subSites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sub_site_customers_sub_site').on(t.subSiteId, t.createdAt)],
);

/** The markup a customer's order carries, credited to the owner once the order is paid. */
export const subSiteOrderMarkups = pgTable(
  'sub_site_order_markups',
  {
    orderId: integer('order_id').primaryKey(),
    subSiteId: integer('sub_site_id')
      .notNull()
      .references(() => subSites.id, { onDelete: 'cascade' }),
    customerUserId: integer('customer_user_id').notNull(),
    markupCents: integer('markup_cents').notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [index('sub_site_order_markups_sub_site').on(t.subSiteId, t.orderId)],
);

/**
 * The share of a sub-site order's credited markup that one refund movement takes back from the
 * owner (proportional to the money refunded). What the owner's balance held was taken at once;
 * `owedCents` is the rest, still to be taken from the owner's next markup credits.
 */
export const subSiteMarkupReversals = pgTable(
  'sub_site_markup_reversals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull(),
    subSiteId: integer('sub_site_id')
      .notNull()
      .references(() => subSites.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').notNull(),
    /** The refund movement it answers (`refund:<order id>`, `order-return:<return id>`): once each. */
    refundKey: text('refund_key').notNull(),
    refundCents: integer('refund_cents').notNull(),
    reversalCents: integer('reversal_cents').notNull(),
    takenCents: integer('taken_cents').notNull(),
    owedCents: integer('owed_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sub_site_markup_reversals_refund').on(t.refundKey),
    index('sub_site_markup_reversals_order').on(t.orderId),
    index('sub_site_markup_reversals_owed').on(t.ownerUserId, t.owedCents),
  ],
);

/** The group levels whose resellers the operator allows to open a sub-site. */
export const subSiteLevels = pgTable(
  'sub_site_levels',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.groupId] })],
);

export type SubSite = typeof subSites.$inferSelect;
