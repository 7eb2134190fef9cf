import { eq } from 'drizzle-orm';
import type {
  LogisticsChoice,
  MessageType,
  Preferences,
  PreferencesUpdate,
} from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { siteLogistics } from '../cart/index.js';
import { checkDefaultTemplate } from '../packaging/index.js';
import { findStore } from '../stores/index.js';
import { userPreferences, type PreferencesRow } from './schema.js';

const DEFAULT_PAGE_SIZE = 20;
const ALL_TYPES: MessageType[] = [1, 2, 3];
/** sdk-core's LIST_PAGE_SIZES: the page sizes the lists offer. */
const LIST_PAGE_SIZES = [10, 20, 50, 100];

type Account = { siteId: number; userId: number };

function toPreferences(row: PreferencesRow | undefined): Preferences {
  return {
    default_logistics_id: row?.defaultLogisticsId ?? null,
    default_bottom_template_id: row?.defaultBottomTemplateId ?? null,
    default_store_id: row?.defaultStoreId ?? null,
    list_page_size: row?.listPageSize ?? DEFAULT_PAGE_SIZE,
    bell_message_types: row?.bellMessageTypes ?? ALL_TYPES,
  };
}

export async function readPreferences(db: DbExecutor, account: Account): Promise<Preferences> {
  const [row] = await db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, account.userId));
  return toPreferences(row?.siteId === account.siteId ? row : undefined);
}

/**
 * Saves the fields given. A logistics method the site does not offer is refused, and so are a
 * packaging template or a store that is not the main account's (`owner`: a sub-account's
 * defaults are its owner's templates and stores) or a template not yet usable.
 */
export async function savePreferences(
  db: DbExecutor,
  account: Account,
  owner: Account,
  update: PreferencesUpdate,
): Promise<Preferences> {
  const columns: Partial<typeof userPreferences.$inferInsert> = {};
  if (update.default_logistics_id !== undefined) {
    const id = update.default_logistics_id;
    if (id !== null) {
      const offered = await siteLogistics(db, account.siteId);
      if (!offered.some((method) => method.id === id))
        throw invalid(`默认物流方式不存在或已停用（id ${id}），请从列表中选择`);
    }
    columns.defaultLogisticsId = id;
  }
  if (update.default_bottom_template_id !== undefined)
    columns.defaultBottomTemplateId = await checkDefaultTemplate(
      db,
      owner,
      update.default_bottom_template_id,
    );
  if (update.default_store_id !== undefined) {
    const id = update.default_store_id;
    // Another reseller's store is "not found" (店铺不存在).
    if (id !== null) await findStore(db, owner, id);
    columns.defaultStoreId = id;
  }
  if (update.list_page_size !== undefined) {
    if (!LIST_PAGE_SIZES.includes(update.list_page_size))
      throw invalid(`每页条数只能是 ${LIST_PAGE_SIZES.join('、')} 之一`);
    columns.listPageSize = update.list_page_size;
  }
  if (update.bell_message_types !== undefined) {
    const types = [...new Set(update.bell_message_types)].sort();
    if (types.some((type) => !ALL_TYPES.includes(type)))
      throw invalid('消息类型只能是 1（平台消息）、2（订单消息）、3（交易消息）');
    columns.bellMessageTypes = types;
  }
  if (Object.keys(columns).length > 0) {
    await db
      .insert(userPreferences)
      .values({ userId: account.userId, siteId: account.siteId, ...columns })
      .onConflictDoUpdate({
        target: userPreferences.userId,
        set: { ...columns, updatedAt: new Date() },
      });
  }
  return readPreferences(db, account);
}

/** The site's offered shipping methods, to choose the default from. */
export async function logisticsChoices(db: DbExecutor, siteId: number): Promise<LogisticsChoice[]> {
  return (await siteLogistics(db, siteId)).map((method) => ({
    id: method.id,
    name: method.name,
    delivery_time: method.deliveryTime,
    country_codes: method.countryCodes,
  }));
}
