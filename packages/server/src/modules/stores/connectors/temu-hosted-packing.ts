import { PlatformError, type StoreAccess } from './connector.js';
import type { TemuCall } from './temu.js';

/**
 * Temu hosted's 装箱发货 (packing send): the boxes of a ship order Temu holds leave for Temu's
 * warehouse, by a carrier with its tracking number or by the seller's own driver, and the ship
 * order's status is read back. Fields as seller.kuajingmaihuo.com's documentation of
 * bg.logistics.company.get, bg.shiporder.packing.match, bg.shiporder.packing.send and
 * bg.shiporderv2.get (transcribed by hiscaler/temu-go; README 店铺平台 says what is not confirmed).
 */
const PLATFORM_NAME = 'Temu 托管';

/** deliverMethod: 1 自行配送 (own driver), 3 自行委托第三方物流 (a carrier and its tracking number). */
export type TemuTrip =
  | {
      deliverMethod: 1;
      driverName: string;
      plateNumber: string;
      phone: string;
    }
  | {
      deliverMethod: 3;
      expressCompanyId: number;
      expressCompanyName: string;
      expressDeliverySn: string;
    };

export interface TemuPackingRequest {
  deliveryOrderSn: string;
  subPurchaseOrderSn: string;
  packageCount: number;
  trip: TemuTrip;
}

export interface TemuShipOrderState {
  /** 0 待装箱发货, 1 待仓库收货, 2 已收货, 3 已入库, 4 已退货, 5 已取消, 6 部分收货. */
  status: number;
  expressBatchSn: string | null;
}

interface ShipOrderRow {
  deliveryOrderSn: string;
  subPurchaseOrderSn: string;
  status: number;
  expressBatchSn?: string;
}

const AWAITING_PACKING = 0;
const CANCELLED = 5;

/** The mall's default delivery address (发货地址), which ship orders and packing sends name. */
export async function mallAddressId(call: TemuCall, accessToken: string): Promise<number> {
  const addresses = await call<Array<{ id: number; isDefault?: boolean }>>(
    'bg.mall.address.get',
    accessToken,
    {},
  );
  const from = (addresses ?? []).find((a) => a.isDefault) ?? addresses?.[0];
  if (!from) throw new PlatformError(`${PLATFORM_NAME} 店铺没有发货地址，请先在卖家中心添加`, 422);
  return from.id;
}

export function hostedPacking(call: TemuCall, token: (access: StoreAccess) => string) {
  /** Temu's row of the ship order, read through its purchase order (any status). */
  async function shipOrderState(
    access: StoreAccess,
    subPurchaseOrderSn: string,
    deliveryOrderSn: string,
  ): Promise<TemuShipOrderState> {
    const found = await call<{ list?: ShipOrderRow[] }>('bg.shiporderv2.get', token(access), {
      pageNo: 1,
      pageSize: 100,
      subPurchaseOrderSnList: [subPurchaseOrderSn],
    });
    const row = (found?.list ?? []).find((r) => r.deliveryOrderSn === deliveryOrderSn);
    if (!row) throw new PlatformError(`${PLATFORM_NAME} 未查到发货单 ${deliveryOrderSn}`, 422);
    return { status: row.status, expressBatchSn: row.expressBatchSn || null };
  }

  return {
    shipOrderState,

    /** The carriers Temu accepts for the trip to its warehouse. */
    async logisticsCompanies(access: StoreAccess): Promise<Array<{ id: number; name: string }>> {
      const result = await call<{ shipList?: Array<{ shipId: number; shipName: string }> }>(
        'bg.logistics.company.get',
        token(access),
        {},
      );
      return (result?.shipList ?? []).map((c) => ({ id: c.shipId, name: c.shipName }));
    },

    /**
     * Checks the ship order with bg.shiporder.packing.match, then sends it with
     * bg.shiporder.packing.send from the mall's default address. A ship order Temu already counts
     * as sent (an answer lost on the way back) is not sent again: its state is answered as it is.
     */
    async packingSend(
      access: StoreAccess,
      request: TemuPackingRequest,
    ): Promise<TemuShipOrderState> {
      const { deliveryOrderSn: sn } = request;
      const before = await shipOrderState(access, request.subPurchaseOrderSn, sn);
      if (before.status === CANCELLED)
        throw new PlatformError(`${PLATFORM_NAME} 发货单 ${sn} 已取消`, 422);
      if (before.status !== AWAITING_PACKING) return before;
      const match = await call<{
        shouldAddDeliveryOrderInfoList?: Array<{ deliveryOrderSn: string }>;
      }>('bg.shiporder.packing.match', token(access), { deliveryOrderSnList: [sn] });
      // Temu sends ship orders of one delivery address together; PodKit sends one at a time.
      const others = (match?.shouldAddDeliveryOrderInfoList ?? [])
        .map((o) => o.deliveryOrderSn)
        .filter((other) => other !== sn);
      if (others.length > 0)
        throw new PlatformError(
          `${PLATFORM_NAME} 要求与同一发货地址的发货单 ${others.join('、')} 一起装箱发货，请在 Temu 卖家中心操作`,
          422,
        );
      const { trip } = request;
      const sent = await call<{ expressBatchSn?: string }>(
        'bg.shiporder.packing.send',
        token(access),
        {
          deliverMethod: trip.deliverMethod,
          deliveryAddressId: await mallAddressId(call, token(access)),
          deliveryOrderSnList: [sn],
          ...(trip.deliverMethod === 1
            ? {
                selfDeliveryInfo: {
                  driverName: trip.driverName,
                  plateNumber: trip.plateNumber,
                  deliveryContactNumber: trip.phone,
                  expressPackageNum: request.packageCount,
                },
              }
            : {
                thirdPartyExpressDeliveryInfoVO: {
                  expressCompanyId: trip.expressCompanyId,
                  expressCompanyName: trip.expressCompanyName,
                  expressDeliverySn: trip.expressDeliverySn,
                  expressPackageNum: request.packageCount,
                },
              }),
        },
      );
      const after = await shipOrderState(access, request.subPurchaseOrderSn, sn);
      return { status: after.status, expressBatchSn: sent?.expressBatchSn || after.expressBatchSn };
    },
  };
}
