import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';

/**
 * The workbench screens and their menu groups (Menu entry, spec section 3). Screens are the same
 * product on every site, so entries are global; a site's roles decide who sees which.
 */
export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    /** Chinese title shown in the menu. */
    name: text('name').notNull(),
    /** Route path in the portal; unique, it identifies the entry across seeds. */
    httpUrl: text('http_url').notNull(),
    /** Route name in the portal. */
    webName: text('web_name').notNull(),
    /** Portal screen component name (empty for a group). */
    component: text('component').notNull().default(''),
    isMenu: integer('is_menu').$type<0 | 1>().notNull().default(1),
    imgUrl: text('img_url').notNull().default(''),
    isBlank: integer('is_blank').$type<0 | 1>().notNull().default(0),
    /** 2 marks a group that offers the authorise-store link. */
    authed: integer('authed').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** Every button permission this screen knows; a role grants a subset. */
    operates: jsonb('operates').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('menus_http_url').on(t.httpUrl), index('menus_parent').on(t.parentId)],
);

export const systemRoleCodes = ['reseller', 'operator'] as const;
export type SystemRoleCode = (typeof systemRoleCodes)[number];

/**
 * A site's permission roles: the system roles 'reseller' and 'operator', plus the roles a reseller
 * builds for its sub-accounts (those carry the reseller as owner).
 */
export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    /** The main account whose sub-accounts may hold this role; null for the system roles. */
    ownerUserId: integer('owner_user_id'),
  },
  (t) => [
    uniqueIndex('roles_site_code').on(t.siteId, t.code),
    index('roles_owner').on(t.ownerUserId),
  ],
);

/** The menu entries a role may open, each with the buttons (`operates`) it may use there. */
export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    operates: jsonb('operates').$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export type Menu = typeof menus.$inferSelect;
export type Role = typeof roles.$inferSelect;
