import type { ConnectablePlatform, StorePlatformCode } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import {
  PlatformAuthRejected,
  PlatformError,
  PlatformRateLimited,
  type PlatformCategory,
  type PlatformCategoryAttributes,
  type StoreAccess,
  type StoreConnector,
} from './connectors/connector.js';
import { cachedPlatformRead, categoryAttributesKey, categoryTreeKey } from './category-cache.js';
import { siteStoresConfig } from './platform-apps.js';
import { connectorFor, platformNames } from './platforms.js';
import type { StoreRow } from './schema.js';
import { listStores, markState, storeAccess, type Owner } from './store-service.js';

interface CategoryReader {
  store: StoreRow;
  connector: StoreConnector;
  config: StorePlatformsConfig;
  name: string;
}

/** The reseller's most recent authorised store of the platform, whose connector reads categories. */
async function readerFor(
  db: Db,
  defaults: StorePlatformsConfig,
  owner: Owner,
  platform: StorePlatformCode,
): Promise<CategoryReader> {
  const name = platformNames[platform];
  const store = (await listStores(db, owner, platform)).find((s) => s.state === 'authorised');
  if (!store) throw invalid(`请先在店铺管理中授权一个 ${name} 店铺，才能读取平台类目`);
  const config = await siteStoresConfig(db, owner.siteId, defaults);
  const connector = connectorFor(platform as ConnectablePlatform, config);
  if (!connector.listCategories || !connector.categoryAttributes)
    throw invalid(`暂不支持读取 ${name} 的平台类目，请直接填写类目 ID`);
  return { store, connector, config, name };
}

/**
 * Calls the store while the reseller waits: a refused token is refreshed once, a second refusal
 * marks the store expired; every platform failure becomes a clear message, never a 500.
 */
async function askStore<T>(
  db: Db,
  reader: CategoryReader,
  call: (access: StoreAccess) => Promise<T>,
): Promise<T> {
  const { store, config, name } = reader;
  try {
    try {
      return await call(await storeAccess(db, config, store));
    } catch (error) {
      if (!(error instanceof PlatformAuthRejected)) throw error;
      return await call(await storeAccess(db, config, store, { forceRefresh: true }));
    }
  } catch (error) {
    if (error instanceof PlatformAuthRejected) {
      await markState(db, store.id, 'expired', error.message);
      throw invalid(`${name} 店铺授权已失效，请在店铺管理中重新授权后再选择类目`);
    }
    if (error instanceof PlatformRateLimited) throw invalid(`${name} 接口调用过于频繁，请稍后再试`);
    if (error instanceof PlatformError) throw invalid(`读取 ${name} 类目失败：${error.message}`);
    throw error;
  }
}

/** The children of a category node (the top level for null), from one of the reseller's stores. */
export async function platformCategories(
  db: Db,
  defaults: StorePlatformsConfig,
  owner: Owner,
  platform: StorePlatformCode,
  parentId: string | null,
): Promise<{ storeName: string; categories: PlatformCategory[] }> {
  const reader = await readerFor(db, defaults, owner, platform);
  const categories = await askStore(db, reader, (access) =>
    cachedPlatformRead(categoryTreeKey(reader.store.id, parentId), () =>
      reader.connector.listCategories!(access, parentId),
    ),
  );
  return { storeName: reader.store.name, categories };
}

/** A category's attributes and brands, from one of the reseller's stores of the platform. */
export async function platformCategoryAttributes(
  db: Db,
  defaults: StorePlatformsConfig,
  owner: Owner,
  platform: StorePlatformCode,
  categoryId: string,
): Promise<PlatformCategoryAttributes> {
  const reader = await readerFor(db, defaults, owner, platform);
  return askStore(db, reader, (access) =>
    cachedPlatformRead(categoryAttributesKey(reader.store.id, categoryId), () =>
      reader.connector.categoryAttributes!(access, categoryId),
    ),
  );
}

/** The category's attributes through the cache, for a caller that already holds the store's access. */
export function cachedCategoryAttributes(
  connector: StoreConnector,
  store: StoreRow,
  access: StoreAccess,
  categoryId: string,
): Promise<PlatformCategoryAttributes | null> {
  if (!connector.categoryAttributes) return Promise.resolve(null);
  return cachedPlatformRead(categoryAttributesKey(store.id, categoryId), () =>
    connector.categoryAttributes!(access, categoryId),
  );
}
