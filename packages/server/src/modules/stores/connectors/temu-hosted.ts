import type { StorePlatformsConfig } from '../../../config.js';
import { PlatformError, type ConnectorFactory, type StoreAccess } from './connector.js';
import { hostedPacking, mallAddressId } from './temu-hosted-packing.js';
import { temuCaller, temuConnector, type TemuCall } from './temu.js';

/**
 * Temu hosted (全托管, 20): the seller has no customer orders. Temu's buyers place purchase orders
 * (备货单 / 采购单, `WB…`); the seller puts them on the ship-order desk (发货台), creates ship orders
 * (发货单, `FH…`) with the packages (boxes, `PC…`) they go in, and sends the boxes to Temu's
 * warehouse with Temu's box mark (箱唛). Calls follow hiscaler/temu-go's transcription of
 * seller.kuajingmaihuo.com's documentation (README 店铺平台 says what is not confirmed).
 */
const PLATFORM_NAME = 'Temu 托管';
const PAGE_SIZE = 100;

export interface TemuPurchaseOrderSku {
  productSkuId: number | string;
  /** The seller's SKU code (extCode). */
  extCode?: string | null;
  /** The SKU's spec as Temu names it ("白色-M"). */
  className?: string;
  purchaseQuantity: number;
  deliverQuantity?: number;
}

export interface TemuPurchaseOrder {
  subPurchaseOrderSn: string;
  originalPurchaseOrderSn?: string;
  productName?: string;
  productSkcId: number | string;
  /** The seller's SKC code (货号). */
  productSn?: string | null;
  productSkcPicture?: string;
  /** 0 待接单, 1 已接单待发货, 2 已送货, 3 已收货, 4 已拒收, 5 已验收全部退回, 6 已验收, 7 已入库, 8 作废, 9 已超时, 10 已取消. */
  status: number;
  isCustomProduct?: boolean;
  purchaseTime?: number;
  skuQuantityDetailList?: TemuPurchaseOrderSku[];
  deliverInfo?: {
    expectLatestDeliverTimeOrDefault?: number | null;
    receiveWarehouseName?: string | null;
  };
}

export interface PurchaseOrderPage {
  purchaseOrders: TemuPurchaseOrder[];
  /** The next page number, or null after the last page. */
  next: number | null;
  total: number;
}

/** What PodKit sends for one ship order: one purchase order, its SKUs, and the boxes they fill. */
export interface TemuShipOrderDraft {
  subPurchaseOrderSn: string;
  skus: Array<{ productSkuId: string; quantity: number }>;
  boxes: Array<Array<{ productSkuId: string; quantity: number }>>;
}

export interface TemuShipOrderCreated {
  deliveryOrderSn: string;
  /** Temu's package numbers in the order of the boxes sent. */
  packageSns: string[];
  warehouseName: string;
}

interface ReceiveAddressGroup {
  subWarehouseId: number;
  subWarehouseName?: string;
  receiveAddressInfo: Record<string, unknown>;
  subPurchaseOrderSnList: string[];
}

interface TemuShipOrderRow {
  deliveryOrderSn: string;
  subPurchaseOrderSn: string;
  status: number;
  subWarehouseName?: string;
}

/** Temu's status of a ship order waiting to be packed and sent (待装箱发货). */
const AWAITING_PACKING = 0;

function hostedApi(call: TemuCall) {
  const token = (access: StoreAccess) => access.credentials.accessToken ?? '';

  /** The ship order Temu holds for the purchase order, waiting to be sent, if one exists. */
  async function openShipOrder(access: StoreAccess, subPurchaseOrderSn: string) {
    const found = await call<{ list?: TemuShipOrderRow[] }>('bg.shiporderv2.get', token(access), {
      pageNo: 1,
      pageSize: 10,
      subPurchaseOrderSnList: [subPurchaseOrderSn],
      status: AWAITING_PACKING,
    });
    return (found?.list ?? []).find((row) => row.subPurchaseOrderSn === subPurchaseOrderSn) ?? null;
  }

  async function packagesOf(access: StoreAccess, deliveryOrderSn: string) {
    const packed = await call<{ packageInfo?: Array<{ packageSn: string }> }>(
      'bg.shiporder.package.get',
      token(access),
      { deliveryOrderSn },
    );
    return (packed?.packageInfo ?? []).map((p) => p.packageSn);
  }

  return {
    ...hostedPacking(call, token),

    /** One page of the mall's purchase orders (bg.purchaseorderv2.get), newest first as Temu sorts. */
    async listPurchaseOrders(access: StoreAccess, pageNo: number): Promise<PurchaseOrderPage> {
      const result = await call<{
        total?: number;
        subOrderForSupplierList?: TemuPurchaseOrder[];
      }>('bg.purchaseorderv2.get', token(access), { pageNo, pageSize: PAGE_SIZE });
      const items = result?.subOrderForSupplierList ?? [];
      const total = result?.total ?? items.length;
      const more = items.length === PAGE_SIZE && pageNo * PAGE_SIZE < total;
      return { purchaseOrders: items, next: more ? pageNo + 1 : null, total };
    },

    /**
     * Puts the purchase order on the ship-order desk, reads its warehouse and the mall's default
     * delivery address, creates the ship order with one package per box (bg.shiporderv3.create)
     * and reads back the ship order's number and its packages. A ship order Temu already holds
     * for the purchase order (a send that broke off after Temu created it) is taken as it is.
     */
    async createShipOrder(
      access: StoreAccess,
      draft: TemuShipOrderDraft,
    ): Promise<TemuShipOrderCreated> {
      const sn = draft.subPurchaseOrderSn;
      const existing = await openShipOrder(access, sn);
      if (existing)
        return {
          deliveryOrderSn: existing.deliveryOrderSn,
          packageSns: await packagesOf(access, existing.deliveryOrderSn),
          warehouseName: existing.subWarehouseName ?? '',
        };
      const joined = await call<{
        existJoinErrorSubPurchase?: boolean;
        joinErrorList?: Array<{ joinErrorSubPurchaseOrderSn: string; errorMsg: string }>;
      }>('bg.shiporder.staging.add', token(access), {
        joinInfoList: [{ subPurchaseOrderSn: sn, deliveryAddressType: 1 }],
      });
      const joinError = joined?.joinErrorList?.find((e) => e.joinErrorSubPurchaseOrderSn === sn);
      // An order already on the desk is refused again with an error; only other refusals stop here.
      if (
        joined?.existJoinErrorSubPurchase &&
        joinError &&
        !/已加入|already/i.test(joinError.errorMsg)
      )
        throw new PlatformError(`${PLATFORM_NAME} 加入发货台失败：${joinError.errorMsg}`, 422);
      const addresses = await call<{ subPurchaseReceiveAddressGroups?: ReceiveAddressGroup[] }>(
        'bg.shiporder.receiveaddressv2.get',
        token(access),
        { subPurchaseOrderSnList: [sn] },
      );
      const group = addresses?.subPurchaseReceiveAddressGroups?.find((g) =>
        g.subPurchaseOrderSnList.includes(sn),
      );
      if (!group) throw new PlatformError(`${PLATFORM_NAME} 未给出采购单 ${sn} 的收货仓`, 422);
      const deliveryAddressId = await mallAddressId(call, token(access));
      await call('bg.shiporderv3.create', token(access), {
        deliveryOrderCreateGroupList: [
          {
            deliveryOrderCreateInfos: [
              {
                subPurchaseOrderSn: sn,
                deliveryAddressId,
                deliverOrderDetailInfos: draft.skus.map((s) => ({
                  productSkuId: Number(s.productSkuId),
                  deliverSkuNum: s.quantity,
                })),
                packageInfos: draft.boxes.map((box) => ({
                  packageDetailSaveInfos: box.map((item) => ({
                    productSkuId: Number(item.productSkuId),
                    skuNum: item.quantity,
                  })),
                })),
              },
            ],
            receiveAddressInfo: group.receiveAddressInfo,
            subWarehouseId: group.subWarehouseId,
          },
        ],
      });
      const created = await openShipOrder(access, sn);
      if (!created)
        throw new PlatformError(`${PLATFORM_NAME} 创建发货单后未查到采购单 ${sn} 的发货单`, 502);
      return {
        deliveryOrderSn: created.deliveryOrderSn,
        packageSns: await packagesOf(access, created.deliveryOrderSn),
        warehouseName: created.subWarehouseName ?? group.subWarehouseName ?? '',
      };
    },
  };
}

export type TemuHostedApi = ReturnType<typeof hostedApi>;

/** Temu hosted's purchase orders and ship orders, with the site's app. */
export function temuHostedApi(config: StorePlatformsConfig): TemuHostedApi {
  return hostedApi(temuCaller(PLATFORM_NAME, config.temuHosted));
}

/**
 * The store connector: Temu's authorisation (code → access token, as for Temu), and no customer
 * orders to list or ship, nor goods to map, since Temu sells and ships to the buyers itself.
 */
export const createTemuHostedConnector: ConnectorFactory = (config) => ({
  ...temuConnector(20, PLATFORM_NAME, config.temuHosted),
  async listOrders() {
    return { orders: [], next: null, total: 0 };
  },
  async fetchOrder() {
    return null;
  },
  /** No buyer orders means no order lines to map: its goods stay out of 第三方商品. */
  async listProducts() {
    return { listings: [], next: null, total: 0 };
  },
  async pushFulfilment() {
    throw new PlatformError(`${PLATFORM_NAME} 没有买家订单：请在 Temu 发货单中发货`, 422);
  },
});
