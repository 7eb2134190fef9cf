import type { CallOptions, Client } from '../client/client';
import type { MadeFile } from './product-skus';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/**
 * Temu hosted (全托管, platform 20): Temu's purchase orders (采购单), the ship orders (发货单) the
 * reseller makes of them, and the boxes (装箱) each ship order goes to Temu's warehouse in.
 */

/** Temu's purchase-order status codes and what the screens call them. */
export const TEMU_PURCHASE_ORDER_STATUS: Record<number, string> = {
  0: '待接单',
  1: '待发货',
  2: '已送货',
  3: '已收货',
  4: '已拒收',
  5: '已验收，全部退回',
  6: '已验收',
  7: '已入库',
  8: '作废',
  9: '已超时',
  10: '已取消',
};

export interface TemuPurchaseOrderLine {
  id: number;
  product_sku_id: string;
  sku_code: string;
  /** The SKU's spec as Temu names it. */
  spec: string;
  purchase_quantity: number;
  /** What Temu counts as delivered. */
  delivered_quantity: number;
  /** What PodKit ship orders of it already carry (drafts and sent). */
  planned_quantity: number;
}

export interface TemuPurchaseOrder {
  id: number;
  store_id: number;
  store_name: string;
  sub_purchase_order_sn: string;
  original_purchase_order_sn: string;
  product_name: string;
  product_skc_id: string;
  skc_code: string;
  picture_url: string;
  status: number;
  status_label: string;
  is_custom: boolean;
  warehouse_name: string;
  purchased_at: string | null;
  /** Temu's latest ship-by time. */
  deliver_by: string | null;
  lines: TemuPurchaseOrderLine[];
}

export interface TemuPurchaseOrderQuery extends PageQuery {
  store_id?: number;
  status?: number;
  keyword?: string;
}

/** draft 待发送; sent 已发送 Temu (packages numbered, labels printable); shipped 已装箱发货. */
export type TemuShipOrderStatus = 'draft' | 'sent' | 'shipped';

/** How the boxes travel to Temu's warehouse: 1 自送 (own driver), 3 自行委托第三方物流. */
export type TemuDeliverMethod = 1 | 3;

/** What the packing send told Temu about the trip (bg.shiporder.packing.send). */
export interface TemuDelivery {
  deliver_method: TemuDeliverMethod;
  express_company_id: number | null;
  express_company_name: string;
  express_delivery_sn: string;
  driver_name: string;
  plate_number: string;
  phone: string;
}

/** 装箱发货: the trip, by a carrier with its tracking number or by the seller's own driver. */
export interface TemuPackingInput {
  deliver_method: TemuDeliverMethod;
  express_company_id?: number;
  express_delivery_sn?: string;
  driver_name?: string;
  plate_number?: string;
  phone?: string;
}

/** A carrier Temu accepts for the trip to its warehouse (bg.logistics.company.get). */
export interface TemuLogisticsCompany {
  id: number;
  name: string;
}

export interface TemuShipOrderLine {
  id: number;
  purchase_order_line_id: number;
  product_sku_id: string;
  sku_code: string;
  spec: string;
  quantity: number;
}

export interface TemuBoxItem {
  /** A line of the ship order. */
  line_id: number;
  quantity: number;
}

export interface TemuBox {
  box_no: number;
  items: TemuBoxItem[];
  /** Temu's package number, the box label's barcode; null until the ship order is sent. */
  package_sn: string | null;
}

export interface TemuShipOrder {
  id: number;
  store_id: number;
  store_name: string;
  purchase_order_id: number;
  sub_purchase_order_sn: string;
  product_name: string;
  skc_code: string;
  status: TemuShipOrderStatus;
  status_label: string;
  /** Temu's ship order number once sent. */
  delivery_order_sn: string | null;
  warehouse_name: string;
  last_error: string;
  created_at: string;
  sent_at: string | null;
  /** Temu's ship-order status code as last read (0 待装箱发货 … 6 部分收货), null before. */
  temu_status: number | null;
  temu_status_label: string;
  delivery: TemuDelivery | null;
  /** Temu's dispatch batch number (发货批次) once packed and sent. */
  express_batch_sn: string | null;
  shipped_at: string | null;
  quantity: number;
  lines: TemuShipOrderLine[];
  boxes: TemuBox[];
}

export interface TemuShipOrderQuery extends PageQuery {
  status?: TemuShipOrderStatus;
  keyword?: string;
}

export interface TemuShipOrderInput {
  purchase_order_id: number;
  lines: Array<{ purchase_order_line_id: number; quantity: number }>;
}

export interface TemuBoxesInput {
  boxes: Array<{ items: TemuBoxItem[] }>;
}

/** A PDF of box labels and how many it holds. */
export type TemuBoxLabels = MadeFile & { labels: number };

/** GET /distribution/temuPurchaseOrder */
export function listPurchaseOrders(
  client: Client,
  query: TemuPurchaseOrderQuery = {},
  options?: CallOptions,
): Promise<Paginator<TemuPurchaseOrder>> {
  return client.get('/distribution/temuPurchaseOrder', { ...options, query: { ...query } });
}

/** POST /distribution/temuPurchaseOrder/sync: reads the store's purchase orders from Temu. */
export function syncPurchaseOrders(
  client: Client,
  body: { store_id: number },
  options?: CallOptions,
): Promise<{ job_id: number }> {
  return client.post('/distribution/temuPurchaseOrder/sync', { ...body }, options);
}

/** GET /distribution/temuShipOrder */
export function listShipOrders(
  client: Client,
  query: TemuShipOrderQuery = {},
  options?: CallOptions,
): Promise<Paginator<TemuShipOrder>> {
  return client.get('/distribution/temuShipOrder', { ...options, query: { ...query } });
}

/** GET /distribution/temuShipOrder/{id} */
export function getShipOrder(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<TemuShipOrder> {
  return client.get(`/distribution/temuShipOrder/${segment(id)}`, options);
}

/** POST /distribution/temuShipOrder: a draft ship order of purchase-order lines, in one box. */
export function createShipOrder(
  client: Client,
  body: TemuShipOrderInput,
  options?: CallOptions,
): Promise<TemuShipOrder> {
  return client.post('/distribution/temuShipOrder', { ...body }, options);
}

/** DELETE /distribution/temuShipOrder/{id}: only a draft. */
export function deleteShipOrder(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/temuShipOrder/${segment(id)}`, options);
}

/** POST /distribution/temuShipOrder/{id}/send: creates the ship order with its boxes at Temu. */
export function sendShipOrder(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<TemuShipOrder> {
  return client.post(`/distribution/temuShipOrder/${segment(id)}/send`, {}, options);
}

/** GET /distribution/temuShipOrder/{id}/logisticsCompanies: carriers Temu accepts, for the store. */
export function listLogisticsCompanies(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<TemuLogisticsCompany[]> {
  return client.get(`/distribution/temuShipOrder/${segment(id)}/logisticsCompanies`, options);
}

/** POST /distribution/temuShipOrder/{id}/packingSend: 装箱发货, once; a second call answers the same. */
export function packingSend(
  client: Client,
  id: Id,
  body: TemuPackingInput,
  options?: CallOptions,
): Promise<TemuShipOrder> {
  return client.post(
    `/distribution/temuShipOrder/${segment(id)}/packingSend`,
    { ...body },
    options,
  );
}

/** POST /distribution/temuShipOrder/{id}/refresh: reads the ship order's status back from Temu. */
export function refreshShipOrder(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<TemuShipOrder> {
  return client.post(`/distribution/temuShipOrder/${segment(id)}/refresh`, {}, options);
}

/** PUT /distribution/temuBox/{shipOrderId}: the draft's boxes, which must hold every line. */
export function saveBoxes(
  client: Client,
  shipOrderId: Id,
  body: TemuBoxesInput,
  options?: CallOptions,
): Promise<TemuShipOrder> {
  return client.put(`/distribution/temuBox/${segment(shipOrderId)}`, { ...body }, options);
}

/** POST /distribution/temuBox/{shipOrderId}/labels: box labels (箱唛) with Temu's package barcodes. */
export function makeBoxLabels(
  client: Client,
  shipOrderId: Id,
  options?: CallOptions,
): Promise<TemuBoxLabels> {
  return client.post(`/distribution/temuBox/${segment(shipOrderId)}/labels`, {}, options);
}
