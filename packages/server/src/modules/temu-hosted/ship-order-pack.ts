import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type {
  TemuDelivery,
  TemuLogisticsCompany,
  TemuPackingInput,
  TemuShipOrder,
} from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import {
  siteStoresConfig,
  temuHostedApi,
  withPlatform,
  type StoreAccess,
  type StoreOwner,
  type TemuTrip,
} from '../stores/index.js';
import { hostedStore } from './purchase-order-sync.js';
import { findShipOrder } from './ship-order-read.js';
import { temuShipOrders } from './schema.js';

/** A packing send still running after this long is taken as broken off and may be tried again. */
const PACKING_STALE_MS = 2 * 60_000;

async function platformOf(db: Db, envConfig: StorePlatformsConfig, owner: StoreOwner, id: number) {
  const ship = await findShipOrder(db, owner, id);
  const store = await hostedStore(db, owner, ship.store_id);
  const config = await siteStoresConfig(db, store.siteId, envConfig);
  const api = temuHostedApi(config);
  const run = <T>(work: (access: StoreAccess) => Promise<T>) =>
    withPlatform(db, config, store, new AbortController().signal, work);
  return { ship, api, run };
}

/** Temu's carriers for the ship order's store. */
export async function logisticsCompanies(
  db: Db,
  envConfig: StorePlatformsConfig,
  owner: StoreOwner,
  id: number,
): Promise<TemuLogisticsCompany[]> {
  const { api, run } = await platformOf(db, envConfig, owner, id);
  try {
    return await run((access) => api.logisticsCompanies(access));
  } catch (error) {
    throw invalid(`读取 Temu 快递公司失败：${messageOf(error)}`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function packable(ship: TemuShipOrder) {
  if (ship.status === 'draft' || !ship.delivery_order_sn)
    throw invalid('请先将发货单发送到 Temu，取得包裹号后再装箱发货');
  if (ship.boxes.length === 0 || ship.boxes.some((b) => !b.package_sn))
    throw invalid('发货单还没有装箱，不能装箱发货');
}

/** The trip as Temu takes it, with the carrier's name as Temu lists it. */
async function tripOf(
  input: TemuPackingInput,
  companies: () => Promise<TemuLogisticsCompany[]>,
): Promise<{ trip: TemuTrip; delivery: TemuDelivery }> {
  const none = { driver_name: '', plate_number: '', phone: '' };
  if (input.deliver_method === 1) {
    const driverName = input.driver_name?.trim() ?? '';
    const plateNumber = input.plate_number?.trim() ?? '';
    const phone = input.phone?.trim() ?? '';
    if (!driverName || !plateNumber || !phone) throw invalid('自送请填写司机姓名、车牌号和电话');
    return {
      trip: { deliverMethod: 1, driverName, plateNumber, phone },
      delivery: {
        deliver_method: 1,
        express_company_id: null,
        express_company_name: '',
        express_delivery_sn: '',
        driver_name: driverName,
        plate_number: plateNumber,
        phone,
      },
    };
  }
  const trackingNo = input.express_delivery_sn?.trim() ?? '';
  if (!input.express_company_id || !trackingNo) throw invalid('请选择快递公司并填写快递单号');
  const company = (await companies()).find((c) => c.id === input.express_company_id);
  if (!company) throw invalid('Temu 不支持所选快递公司，请重新选择');
  return {
    trip: {
      deliverMethod: 3,
      expressCompanyId: company.id,
      expressCompanyName: company.name,
      expressDeliverySn: trackingNo,
    },
    delivery: {
      deliver_method: 3,
      express_company_id: company.id,
      express_company_name: company.name,
      express_delivery_sn: trackingNo,
      ...none,
    },
  };
}

/**
 * 装箱发货: sends the sent ship order's boxes to Temu's warehouse, once. The row is claimed first so
 * a second click while the first runs is refused, and a click after it answers the shipped order
 * without calling Temu again.
 */
export async function packingSend(
  db: Db,
  envConfig: StorePlatformsConfig,
  owner: StoreOwner,
  id: number,
  input: TemuPackingInput,
): Promise<TemuShipOrder> {
  const { ship, api, run } = await platformOf(db, envConfig, owner, id);
  if (ship.status === 'shipped') return ship;
  packable(ship);
  const { trip, delivery } = await tripOf(input, () =>
    run((access) => api.logisticsCompanies(access)).catch((error: unknown) => {
      throw invalid(`读取 Temu 快递公司失败：${messageOf(error)}`);
    }),
  );
  const claimed = await db
    .update(temuShipOrders)
    .set({ packingSince: new Date() })
    .where(
      and(
        eq(temuShipOrders.id, id),
        eq(temuShipOrders.status, 'sent'),
        or(
          isNull(temuShipOrders.packingSince),
          lt(temuShipOrders.packingSince, new Date(Date.now() - PACKING_STALE_MS)),
        ),
      ),
    )
    .returning({ id: temuShipOrders.id });
  if (claimed.length === 0) {
    const now = await findShipOrder(db, owner, id);
    if (now.status === 'shipped') return now;
    throw invalid('该发货单正在装箱发货，请稍后刷新');
  }
  let state;
  try {
    state = await run((access) =>
      api.packingSend(access, {
        deliveryOrderSn: ship.delivery_order_sn!,
        subPurchaseOrderSn: ship.sub_purchase_order_sn,
        packageCount: ship.boxes.length,
        trip,
      }),
    );
  } catch (error) {
    const message = messageOf(error);
    await db
      .update(temuShipOrders)
      .set({ packingSince: null, lastError: message.slice(0, 500) })
      .where(eq(temuShipOrders.id, id));
    throw invalid(`装箱发货失败：${message}`);
  }
  await db
    .update(temuShipOrders)
    .set({
      status: 'shipped',
      delivery,
      expressBatchSn: state.expressBatchSn,
      temuStatus: state.status,
      lastError: '',
      shippedAt: new Date(),
      packingSince: null,
    })
    .where(eq(temuShipOrders.id, id));
  return findShipOrder(db, owner, id);
}

/** Reads the ship order's status back from Temu (待仓库收货, 已收货, 已入库 …). */
export async function refreshShipOrder(
  db: Db,
  envConfig: StorePlatformsConfig,
  owner: StoreOwner,
  id: number,
): Promise<TemuShipOrder> {
  const { ship, api, run } = await platformOf(db, envConfig, owner, id);
  if (!ship.delivery_order_sn) throw invalid('发货单还未发送到 Temu');
  let state;
  try {
    state = await run((access) =>
      api.shipOrderState(access, ship.sub_purchase_order_sn, ship.delivery_order_sn!),
    );
  } catch (error) {
    throw invalid(`读取 Temu 发货单状态失败：${messageOf(error)}`);
  }
  await db
    .update(temuShipOrders)
    .set({
      temuStatus: state.status,
      expressBatchSn: sql`coalesce(${temuShipOrders.expressBatchSn}, ${state.expressBatchSn})`,
    })
    .where(eq(temuShipOrders.id, id));
  return findShipOrder(db, owner, id);
}
