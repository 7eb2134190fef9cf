import type { GoodsStockMovementKind } from '@podkit/sdk-core';

export const goodsMovementLabels: Record<GoodsStockMovementKind, string> = {
  initial: '期初库存',
  adjustment: '库存调整',
  order: '订单出库',
  order_return: '订单退回',
  stock_up: '仓储备货出库',
  stock_up_return: '备货关闭退回',
};
