import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** 期初库存, 库存调整, 订单出库, 订单退回, 仓储备货出库, 备货关闭退回. */
export type GoodsStockMovementKind =
  'initial' | 'adjustment' | 'order' | 'order_return' | 'stock_up' | 'stock_up_return';

/** One movement of a general good's stock (the good itself, or one of its SKUs). */
export interface GoodsStockMovement {
  id: number;
  goods_id: number;
  /** Null for the good's own stock (a good without SKUs). */
  goods_sku_id: number | null;
  kind: GoodsStockMovementKind;
  kind_label: string;
  /** Signed units: in is positive, out negative. */
  delta: number;
  quantity_after: number;
  reference_type: string | null;
  reference_id: string | null;
  /** The operator's reason for an adjustment, or what caused the movement. */
  description: string;
  actor_name: string;
  created_at: string;
}

export interface GoodsStockMovementQuery extends PageQuery {
  /** A SKU of the good; absent for the good's own stock. */
  sku_id?: number;
}

export interface GoodsStockAdjustInput {
  /** A SKU of the good; absent or null for the good's own stock. */
  sku_id?: number | null;
  /** Signed units to add (positive) or take away (negative); never below zero. */
  delta: number;
  reason: string;
  /** The same key moves the stock once however often it is sent. */
  idempotency_key: string;
}

const GOODS = '/admin/goods/product';

/** GET /admin/goods/product/{id}/stock: the movements of the good's stock or a SKU's, newest first. */
export function listGoodsStockMovements(
  client: Client,
  goodsId: Id,
  query: GoodsStockMovementQuery = {},
  options?: CallOptions,
): Promise<Paginator<GoodsStockMovement>> {
  return client.get(`${GOODS}/${segment(goodsId)}/stock`, { ...options, query: { ...query } });
}

/** POST /admin/goods/product/{id}/stock: an adjustment with its reason (one ledger row). */
export function adjustGoodsStock(
  client: Client,
  goodsId: Id,
  body: GoodsStockAdjustInput,
  options?: CallOptions,
): Promise<GoodsStockMovement> {
  return client.post(`${GOODS}/${segment(goodsId)}/stock`, { ...body }, options);
}
