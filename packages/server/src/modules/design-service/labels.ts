import type { DesignEventKind } from '@podkit/sdk-core';

export { DESIGN_ORDER_STATUS_LABELS as statusLabels } from '@podkit/sdk-core';

/** Revisions a design order includes; a further one is refused (the reseller orders again). */
export const REVISIONS_INCLUDED = 2;

export const eventLabels: Record<DesignEventKind, string> = {
  created: '提交需求并支付',
  taken: '设计师接单',
  delivered: '交付设计稿',
  revision: '申请修改',
  accepted: '确认验收',
  cancelled: '取消订单并退款',
};
