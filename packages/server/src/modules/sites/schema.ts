import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A white-label tenant: its brand and contact details are the Config of spec section 3. */
export const sites = pgTable('sites', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  domainName: text('domain_name').notNull(),
  domainIcoImg: text('domain_ico_img').notNull().default(''),
  domainLogo1: text('domain_logo_1').notNull().default(''),
  domainLogo2: text('domain_logo_2').notNull().default(''),
  domainLicenseNo: text('domain_license_no').notNull().default(''),
  customerQrCode: text('customer_qr_code').notNull().default(''),
  customerPhone: text('customer_phone').notNull().default(''),
  customerEmail: text('customer_email').notNull().default(''),
  customerAddress: text('customer_address').notNull().default(''),
  primaryColor: text('primary_color').notNull().default('#16a34a'),
  /** The IANA zone the site counts its days in (ARCHITECTURE.md decision 10). */
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  /** Man-machine verification (captcha at login) is skipped when true. */
  skipManMachineVerify: boolean('skip_man_machine_verify').notNull().default(true),
  /** Origins allowed to embed this site's widgets (iframe parents, partner pages). */
  embedOrigins: jsonb('embed_origins').$type<string[]>().notNull().default([]),
  /** Days after delivery within which a reseller may ask for a return or reprint (退货申请). */
  returnWindowDays: integer('return_window_days').notNull().default(30),
  /** 单笔充值超过该金额需实名认证: a single recharge above this (cents) needs 已认证. */
  realNameRechargeLimitCents: integer('real_name_recharge_limit_cents').notNull().default(500_000),
  /** 仓储费: cents per unit held in the warehouse, per month (the daily billing job reads it). */
  storageFeeCentsPerUnitMonth: integer('storage_fee_cents_per_unit_month').notNull().default(10),
  /** The site every unknown host name resolves to. */
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names (without port) that resolve to a site. */
export const siteDomains = pgTable('site_domains', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  host: text('host').notNull().unique(),
});

export type Site = typeof sites.$inferSelect;
