import { startTemuFake, fail, success, type TemuFake, type TemuFakeOptions } from './temu.js';
import type { FakeResponse } from './fake-http.js';

/**
 * Contract fake of Temu hosted (全托管) on the kuajingmaihuo router, as hiscaler/temu-go
 * transcribes seller.kuajingmaihuo.com's documentation: authorisation and signing as Temu's
 * (fakes/temu.ts), and
 * - `bg.purchaseorderv2.get {pageNo, pageSize ≤ 100}` → `{total, subOrderForSupplierList}`;
 * - `bg.shiporder.staging.add {joinInfoList[{subPurchaseOrderSn, deliveryAddressType}]}` (发货台);
 * - `bg.shiporder.receiveaddressv2.get {subPurchaseOrderSnList}` → `subPurchaseReceiveAddressGroups`;
 * - `bg.mall.address.get` → the mall's delivery addresses;
 * - `bg.shiporderv3.create {deliveryOrderCreateGroupList[{deliveryOrderCreateInfos[{subPurchaseOrderSn,
 *   deliveryAddressId, deliverOrderDetailInfos[{productSkuId, deliverSkuNum}],
 *   packageInfos[{packageDetailSaveInfos[{productSkuId, skuNum}]}]}], receiveAddressInfo, subWarehouseId}]}`,
 *   refused unless the order is on the desk, the warehouse is its own, and the packages hold
 *   exactly the quantities shipped;
 * - `bg.shiporderv2.get {subPurchaseOrderSnList, status}` → `{total, list}` and
 *   `bg.shiporder.package.get {deliveryOrderSn}` → `{packageInfo[{packageSn, packageDetails}]}`.
 * - `bg.logistics.company.get` → `{shipList[{shipId, shipName}]}`;
 * - `bg.shiporder.packing.match {deliveryOrderSnList}` → `{shouldAddDeliveryOrderInfoList,
 *   deliveryOrderSnNotPrintBox, skuSumWeight}`, refused for a ship order not waiting to be packed;
 * - `bg.shiporder.packing.send {deliverMethod, deliveryAddressId, deliveryOrderSnList,
 *   selfDeliveryInfo{driverName, plateNumber, deliveryContactNumber, expressPackageNum} |
 *   thirdPartyExpressDeliveryInfoVO{expressCompanyId, expressCompanyName, expressDeliverySn,
 *   expressPackageNum}}` → `{expressBatchSn}`; the ship order moves to 1 待仓库收货, and a second
 *   send of it is refused as Temu refuses a ship order no longer waiting to be packed.
 * What `bg.shiporderv3.create` answers is not relied on (its shape is not confirmed).
 */
export interface FakePurchaseOrder {
  subPurchaseOrderSn: string;
  originalPurchaseOrderSn: string;
  productName: string;
  productSkcId: number;
  productSn: string;
  productSkcPicture: string;
  status: number;
  isCustomProduct: boolean;
  purchaseTime: number;
  skuQuantityDetailList: Array<{
    productSkuId: number;
    extCode: string;
    className: string;
    purchaseQuantity: number;
    deliverQuantity: number;
  }>;
  deliverInfo: { expectLatestDeliverTimeOrDefault: number; receiveWarehouseName: string };
}

export interface FakeShipOrder {
  deliveryOrderSn: string;
  subPurchaseOrderSn: string;
  status: number;
  subWarehouseId: number;
  subWarehouseName: string;
  deliveryAddressId: number;
  packages: Array<{ packageSn: string; details: Array<{ productSkuId: number; skuNum: number }> }>;
  expressBatchSn?: string;
}

export interface TemuHostedFake extends TemuFake {
  purchaseOrders: FakePurchaseOrder[];
  shipOrders: FakeShipOrder[];
  /** Every bg.shiporderv3.create body the fake accepted. */
  createRequests: Array<Record<string, unknown>>;
  /** Every bg.shiporder.packing.send body the fake accepted. */
  packingRequests: Array<Record<string, unknown>>;
  /** Temu's warehouse takes the boxes in: the ship order becomes 2 已收货. */
  receive(deliveryOrderSn: string): void;
  seedPurchaseOrders(count: number): FakePurchaseOrder[];
}

const WAREHOUSE = { id: 880001, name: '广州花都收货仓' };
const MALL_ADDRESS = { id: 5_001, isDefault: true, provinceName: '广东省', cityName: '广州市' };
const CARRIERS = [
  { shipId: 101, shipName: '顺丰速运' },
  { shipId: 102, shipName: '中通快递' },
  { shipId: 103, shipName: '跨越速运' },
];
const AWAITING_PACKING = 0;
const AWAITING_RECEIPT = 1;
const RECEIVED = 2;

export async function startTemuHostedFake(
  options: Omit<TemuFakeOptions, 'moreTypes'>,
): Promise<TemuHostedFake> {
  const purchaseOrders: FakePurchaseOrder[] = [];
  const shipOrders: FakeShipOrder[] = [];
  const createRequests: Array<Record<string, unknown>> = [];
  const packingRequests: Array<Record<string, unknown>> = [];
  let batchSequence = 0;
  const desk = new Set<string>();
  let sequence = 0;
  let shipSequence = 0;
  let packageSequence = 0;
  const find = (sn: unknown) => purchaseOrders.find((o) => o.subPurchaseOrderSn === sn);

  function list(body: Record<string, unknown>): FakeResponse {
    const size = Number(body.pageSize);
    const page = Number(body.pageNo ?? 1);
    if (!(size >= 1 && size <= 100)) return fail(2000001, 'pageSize must be between 1 and 100');
    return success({
      total: purchaseOrders.length,
      subOrderForSupplierList: purchaseOrders.slice((page - 1) * size, page * size),
    });
  }

  function join(body: Record<string, unknown>): FakeResponse {
    const infos = body.joinInfoList as Array<{ subPurchaseOrderSn: string }> | undefined;
    if (!Array.isArray(infos) || infos.length === 0)
      return fail(2000001, 'joinInfoList is required');
    const errors = infos
      .filter((info) => find(info.subPurchaseOrderSn)?.status !== 1)
      .map((info) => ({
        joinErrorSubPurchaseOrderSn: info.subPurchaseOrderSn,
        errorCode: 2000010,
        errorMsg: '备货单状态不可发货',
      }));
    for (const info of infos)
      if (find(info.subPurchaseOrderSn)?.status === 1) desk.add(info.subPurchaseOrderSn);
    return success({ existJoinErrorSubPurchase: errors.length > 0, joinErrorList: errors });
  }

  function create(body: Record<string, unknown>): FakeResponse {
    const groups = body.deliveryOrderCreateGroupList as
      | Array<{
          subWarehouseId: number;
          receiveAddressInfo: Record<string, unknown>;
          deliveryOrderCreateInfos: Array<{
            subPurchaseOrderSn: string;
            deliveryAddressId: number;
            deliverOrderDetailInfos: Array<{ productSkuId: number; deliverSkuNum: number }>;
            packageInfos: Array<{
              packageDetailSaveInfos: Array<{ productSkuId: number; skuNum: number }>;
            }>;
          }>;
        }>
      | undefined;
    if (!Array.isArray(groups) || groups.length === 0)
      return fail(2000001, 'deliveryOrderCreateGroupList is required');
    for (const group of groups) {
      if (group.subWarehouseId !== WAREHOUSE.id) return fail(2000011, 'subWarehouseId is invalid');
      if (!group.receiveAddressInfo?.detailAddress)
        return fail(2000001, 'receiveAddressInfo is required');
      for (const info of group.deliveryOrderCreateInfos ?? []) {
        const order = find(info.subPurchaseOrderSn);
        if (!order || !desk.has(info.subPurchaseOrderSn))
          return fail(2000012, `${info.subPurchaseOrderSn} 不在发货台`);
        if (info.deliveryAddressId !== MALL_ADDRESS.id)
          return fail(2000013, 'deliveryAddressId is invalid');
        const shipped = new Map<number, number>();
        for (const detail of info.deliverOrderDetailInfos ?? []) {
          const sku = order.skuQuantityDetailList.find(
            (s) => s.productSkuId === detail.productSkuId,
          );
          if (!sku || typeof detail.productSkuId !== 'number')
            return fail(2000014, `productSkuId ${String(detail.productSkuId)} is invalid`);
          if (
            !(detail.deliverSkuNum >= 1) ||
            detail.deliverSkuNum > sku.purchaseQuantity - sku.deliverQuantity
          )
            return fail(2000015, `deliverSkuNum of ${detail.productSkuId} is invalid`);
          shipped.set(detail.productSkuId, detail.deliverSkuNum);
        }
        const packed = new Map<number, number>();
        for (const pkg of info.packageInfos ?? [])
          for (const item of pkg.packageDetailSaveInfos ?? [])
            packed.set(item.productSkuId, (packed.get(item.productSkuId) ?? 0) + item.skuNum);
        if (packed.size !== shipped.size || [...shipped].some(([sku, n]) => packed.get(sku) !== n))
          return fail(2000016, '包裹内数量与发货数量不一致');
      }
    }
    createRequests.push(body);
    for (const group of groups)
      for (const info of group.deliveryOrderCreateInfos) {
        desk.delete(info.subPurchaseOrderSn);
        shipOrders.push({
          deliveryOrderSn: `FH${String(2411000000000 + ++shipSequence)}`,
          subPurchaseOrderSn: info.subPurchaseOrderSn,
          status: 0,
          subWarehouseId: group.subWarehouseId,
          subWarehouseName: WAREHOUSE.name,
          deliveryAddressId: info.deliveryAddressId,
          packages: info.packageInfos.map((pkg) => ({
            packageSn: `PC${String(24110000000000 + ++packageSequence)}`,
            details: pkg.packageDetailSaveInfos,
          })),
        });
      }
    return success({ isSuccess: true });
  }

  function waitingToPack(sns: unknown): FakeShipOrder[] | FakeResponse {
    if (!Array.isArray(sns) || sns.length === 0)
      return fail(2000001, 'deliveryOrderSnList is required');
    const found: FakeShipOrder[] = [];
    for (const sn of sns) {
      const ship = shipOrders.find((s) => s.deliveryOrderSn === sn);
      if (!ship) return fail(2000017, `发货单 ${String(sn)} 不存在`);
      if (ship.status !== AWAITING_PACKING)
        return fail(2000018, `发货单 ${String(sn)} 不是待装箱发货状态`);
      found.push(ship);
    }
    return found;
  }

  function packingMatch(body: Record<string, unknown>): FakeResponse {
    const found = waitingToPack(body.deliveryOrderSnList);
    if (!Array.isArray(found)) return found;
    return success({
      shouldAddDeliveryOrderTotal: 0,
      shouldAddDeliveryOrderInfoList: [],
      deliveryOrderSnNotPrintBox: [],
      skuSumWeight: 0,
      ableUsePlatformExpress: false,
    });
  }

  function packingSend(body: Record<string, unknown>): FakeResponse {
    const found = waitingToPack(body.deliveryOrderSnList);
    if (!Array.isArray(found)) return found;
    if (found.some((ship) => ship.deliveryAddressId !== body.deliveryAddressId))
      return fail(2000013, 'deliveryAddressId is invalid');
    if (body.deliverMethod === 1) {
      const self = body.selfDeliveryInfo as Record<string, unknown> | undefined;
      if (!self?.driverName || !self.plateNumber)
        return fail(2000001, 'selfDeliveryInfo.driverName and plateNumber are required');
    } else if (body.deliverMethod === 3) {
      const vo = body.thirdPartyExpressDeliveryInfoVO as Record<string, unknown> | undefined;
      const carrier = CARRIERS.find((c) => c.shipId === vo?.expressCompanyId);
      if (!carrier || carrier.shipName !== vo?.expressCompanyName)
        return fail(2000019, 'expressCompanyId is invalid');
      if (typeof vo.expressDeliverySn !== 'string' || !vo.expressDeliverySn)
        return fail(2000001, 'expressDeliverySn is required');
    } else return fail(2000001, 'deliverMethod is invalid');
    packingRequests.push(body);
    const expressBatchSn = `FB${String(2411000000000 + ++batchSequence)}`;
    for (const ship of found) {
      ship.status = AWAITING_RECEIPT;
      ship.expressBatchSn = expressBatchSn;
    }
    return success({ expressBatchSn, createExpressErrorRequestList: [] });
  }

  function shipOrderList(body: Record<string, unknown>): FakeResponse {
    const sns = body.subPurchaseOrderSnList as string[] | undefined;
    const rows = shipOrders.filter(
      (s) =>
        (!sns?.length || sns.includes(s.subPurchaseOrderSn)) &&
        (body.status === undefined || s.status === body.status),
    );
    return success({
      total: rows.length,
      list: rows.map((s) => ({
        deliveryOrderSn: s.deliveryOrderSn,
        subPurchaseOrderSn: s.subPurchaseOrderSn,
        status: s.status,
        subWarehouseId: s.subWarehouseId,
        subWarehouseName: s.subWarehouseName,
        ...(s.expressBatchSn ? { expressBatchSn: s.expressBatchSn } : {}),
        packageList: s.packages.map((p) => ({ packageSn: p.packageSn, skcNum: 1 })),
      })),
    });
  }

  function moreTypes(type: string, body: Record<string, unknown>): FakeResponse | null {
    switch (type) {
      case 'bg.purchaseorderv2.get':
        return list(body);
      case 'bg.shiporder.staging.add':
        return join(body);
      case 'bg.shiporder.receiveaddressv2.get': {
        const sns = (body.subPurchaseOrderSnList as string[] | undefined) ?? [];
        if (sns.length === 0) return fail(2000001, 'subPurchaseOrderSnList is required');
        return success({
          subPurchaseReceiveAddressGroups: [
            {
              subWarehouseId: WAREHOUSE.id,
              receiveAddressInfo: {
                provinceName: '广东省',
                cityName: '广州市',
                districtName: '花都区',
                detailAddress: '花东镇 Temu 收货仓 3 号门',
                receiverName: 'Temu 收货组',
                phone: '020-12345678',
              },
              subPurchaseOrderSnList: sns.filter((sn) => find(sn)),
            },
          ],
        });
      }
      case 'bg.mall.address.get':
        return success([MALL_ADDRESS]);
      case 'bg.shiporderv3.create':
        return create(body);
      case 'bg.shiporderv2.get':
        return shipOrderList(body);
      case 'bg.logistics.company.get':
        return success({ shipList: CARRIERS });
      case 'bg.shiporder.packing.match':
        return packingMatch(body);
      case 'bg.shiporder.packing.send':
        return packingSend(body);
      case 'bg.shiporder.package.get': {
        const ship = shipOrders.find((s) => s.deliveryOrderSn === body.deliveryOrderSn);
        if (!ship) return fail(2000017, 'deliveryOrderSn not found');
        return success({
          packageInfo: ship.packages.map((p) => ({
            packageSn: p.packageSn,
            skcNum: 1,
            packageDetails: p.details,
          })),
        });
      }
      default:
        return null;
    }
  }

  const temu = await startTemuFake({ ...options, moreTypes });
  return Object.assign(temu, {
    purchaseOrders,
    shipOrders,
    createRequests,
    packingRequests,
    receive(deliveryOrderSn: string) {
      const ship = shipOrders.find((s) => s.deliveryOrderSn === deliveryOrderSn);
      if (ship?.status !== AWAITING_RECEIPT)
        throw new Error(`${deliveryOrderSn} is not on its way`);
      ship.status = RECEIVED;
    },
    seedPurchaseOrders(count: number) {
      const made: FakePurchaseOrder[] = [];
      for (let i = 0; i < count; i++) {
        sequence++;
        const skc = 70_000_000 + sequence;
        const order: FakePurchaseOrder = {
          subPurchaseOrderSn: `WB${String(2411000000000 + sequence)}`,
          originalPurchaseOrderSn: `WP${String(2411000000000 + sequence)}`,
          productName: `定制马克杯 ${sequence}`,
          productSkcId: skc,
          productSn: `MUG-${sequence}`,
          productSkcPicture: '',
          // Every tenth order still waits for the seller to accept it (待接单).
          status: sequence % 10 === 0 ? 0 : 1,
          isCustomProduct: false,
          purchaseTime: Date.now() - sequence * 60_000,
          skuQuantityDetailList: [
            {
              productSkuId: skc * 10 + 1,
              extCode: `MUG-${sequence}-W`,
              className: '白色-11oz',
              purchaseQuantity: 10,
              deliverQuantity: 0,
            },
            {
              productSkuId: skc * 10 + 2,
              extCode: `MUG-${sequence}-B`,
              className: '黑色-11oz',
              purchaseQuantity: 6,
              deliverQuantity: 0,
            },
          ],
          deliverInfo: {
            expectLatestDeliverTimeOrDefault: Date.now() + 3 * 86_400_000,
            receiveWarehouseName: WAREHOUSE.name,
          },
        };
        purchaseOrders.push(order);
        made.push(order);
      }
      return made;
    },
  });
}
