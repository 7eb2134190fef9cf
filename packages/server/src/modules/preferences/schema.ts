import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { MessageType } from '@podkit/sdk-core';
import { logisticsMethods } from '../cart/index.js';
import { packagingTemplates } from '../packaging/index.js';
import { sites } from '../sites/index.js';
import { stores } from '../stores/index.js';
import { users } from '../users/index.js';

/**
 * 偏好设置 of one signed-in account (a sub-account keeps its own). A missing row, or a null
 * column, means the default.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  /** Preselected at checkout when it ships to the address; a deleted method falls back to none. */
  defaultLogisticsId: integer('default_logistics_id').references(() => logisticsMethods.id, {
    onDelete: 'set null',
  }),
  /**
   * The packaging template (the main account's, usable) checkout preselects and the account's
   * imported orders get when their store names none.
   */
  defaultBottomTemplateId: integer('default_bottom_template_id').references(
    () => packagingTemplates.id,
    { onDelete: 'set null' },
  ),
  /** The store preselected in the store pickers and 订单管理's store filter. */
  defaultStoreId: integer('default_store_id').references(() => stores.id, {
    onDelete: 'set null',
  }),
  listPageSize: integer('list_page_size'),
  /** Message types the header's dropdown shows; null: all of them. */
  bellMessageTypes: jsonb('bell_message_types').$type<MessageType[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PreferencesRow = typeof userPreferences.$inferSelect;
