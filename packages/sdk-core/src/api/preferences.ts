import type { CallOptions, Client } from '../client/client';
import type { MessageType } from './messages';

/** The page sizes a list may be set to. */
export const LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
export type ListPageSize = (typeof LIST_PAGE_SIZES)[number];

/** 偏好设置: the signed-in account's own choices, each read where it changes something. */
export interface Preferences {
  /** Preselected at checkout when it ships to the address; null: the cheapest. */
  default_logistics_id: number | null;
  /**
   * The packaging template (approved and paid) checkout preselects, and that the account's
   * imported orders get when their store has no default of its own; null: none.
   */
  default_bottom_template_id: number | null;
  /** The store preselected in 订单管理's store filter and the import and publishing pickers. */
  default_store_id: number | null;
  /** Rows a page of 订单管理 shows. */
  list_page_size: number;
  /** Message types the header's message dropdown shows (the message center shows all). */
  bell_message_types: MessageType[];
}

export type PreferencesUpdate = Partial<Preferences>;

/** A shipping method the site offers, to choose the default from. */
export interface LogisticsChoice {
  id: number;
  name: string;
  delivery_time: string;
  /** ISO 3166-1 alpha-2 codes it ships to; empty: everywhere. */
  country_codes: string[];
}

/** GET /distribution/user/preferences */
export function get(client: Client, options?: CallOptions): Promise<Preferences> {
  return client.get('/distribution/user/preferences', options);
}

/** PUT /distribution/user/preferences: only the fields given change. */
export function save(
  client: Client,
  body: PreferencesUpdate,
  options?: CallOptions,
): Promise<Preferences> {
  return client.put('/distribution/user/preferences', { ...body }, options);
}

/** GET /distribution/user/preferences/logistics: the site's shipping methods to choose from. */
export function logisticsChoices(
  client: Client,
  options?: CallOptions,
): Promise<LogisticsChoice[]> {
  return client.get('/distribution/user/preferences/logistics', options);
}
