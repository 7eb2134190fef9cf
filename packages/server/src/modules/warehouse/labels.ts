import type { InboundStatus, StockMovementKind } from '@podkit/sdk-core';

export const inboundStatusLabels: Record<InboundStatus, string> = {
  pending: '待入库',
  partial: '部分入库',
  received: '已入库',
  closed: '已关闭',
};

export const movementLabels: Record<StockMovementKind, string> = {
  inbound: '入库',
  order: '订单出库',
  order_return: '订单退回',
  adjustment: '调整',
};
