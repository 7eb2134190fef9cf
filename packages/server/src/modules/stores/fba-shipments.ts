import type { ConnectablePlatform, FbaShipment } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import {
  PlatformAuthRejected,
  PlatformError,
  PlatformRateLimited,
  type StoreAccess,
} from './connectors/connector.js';
import { siteStoresConfig } from './platform-apps.js';
import { connectorFor } from './platforms.js';
import type { StoreRow } from './schema.js';
import { findStore, markState, storeAccess, type Owner } from './store-service.js';

const AMAZON = 1;

/**
 * Calls the store while the reseller waits: a refused token is refreshed once, a second refusal
 * marks the store expired; every platform failure becomes a clear message, never a 500.
 */
async function askStore<T>(
  db: Db,
  config: StorePlatformsConfig,
  store: StoreRow,
  call: (access: StoreAccess) => Promise<T>,
): Promise<T> {
  try {
    try {
      return await call(await storeAccess(db, config, store));
    } catch (error) {
      if (!(error instanceof PlatformAuthRejected)) throw error;
      return await call(await refreshedAccess(db, config, store));
    }
  } catch (error) {
    if (error instanceof PlatformAuthRejected) {
      await markState(db, store.id, 'expired', error.message);
      throw invalid('Amazon 店铺授权已失效，请在店铺管理中重新授权后再选择货件');
    }
    if (error instanceof PlatformRateLimited) throw invalid('Amazon 接口调用过于频繁，请稍后再试');
    if (error instanceof PlatformError) throw invalid(`读取 Amazon 入库货件失败：${error.message}`);
    throw error;
  }
}

/** A refreshed token; a refresh the platform refuses (revoked grant) is a refused token. */
async function refreshedAccess(db: Db, config: StorePlatformsConfig, store: StoreRow) {
  try {
    return await storeAccess(db, config, store, { forceRefresh: true });
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 400 || error.status === 401))
      throw new PlatformAuthRejected(error.message);
    throw error;
  }
}

/** The reseller's Amazon store, authorised, or a clear refusal. */
async function amazonStore(db: Db, owner: Owner, storeId: number): Promise<StoreRow> {
  const store = await findStore(db, owner, storeId);
  if (store.platform !== AMAZON) throw invalid('只有 Amazon 店铺有 FBA 入库货件');
  if (store.state !== 'authorised')
    throw invalid('该 Amazon 店铺未授权或授权已过期，请在店铺管理中重新授权');
  return store;
}

/** The Amazon store's open inbound shipments (FBA Inbound API v2024-03-20). */
export async function storeFbaShipments(
  db: Db,
  defaults: StorePlatformsConfig,
  owner: Owner,
  storeId: number,
): Promise<FbaShipment[]> {
  const store = await amazonStore(db, owner, storeId);
  const config = await siteStoresConfig(db, owner.siteId, defaults);
  const connector = connectorFor(store.platform as ConnectablePlatform, config);
  if (!connector.listFbaShipments) throw invalid('该店铺平台不支持读取 FBA 入库货件');
  const shipments = await askStore(db, config, store, (access) =>
    connector.listFbaShipments!(access),
  );
  return shipments.map((shipment) => ({
    shipment_id: shipment.shipmentId,
    name: shipment.name,
    destination: shipment.destination,
    status: shipment.status,
  }));
}

/** Refuses an FBA order naming a store whose open inbound shipments do not include the id. */
export async function checkFbaShipmentOfStore(
  db: Db,
  defaults: StorePlatformsConfig,
  owner: Owner,
  storeId: number,
  shipmentId: string,
): Promise<void> {
  const wanted = shipmentId.trim().toUpperCase();
  const shipments = await storeFbaShipments(db, defaults, owner, storeId);
  if (!shipments.some((shipment) => shipment.shipment_id.toUpperCase() === wanted))
    throw invalid(`货件 ${wanted} 不是该 Amazon 店铺待发货的 FBA 入库货件，请重新选择`);
}
