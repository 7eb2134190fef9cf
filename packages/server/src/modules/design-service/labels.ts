import type { DesignEventKind, DesignOrderStatus } from '@podkit/sdk-core';

export const statusLabels: Record<DesignOrderStatus, string> = {
  pending: '待接单',
  in_progress: '设计中',
  delivered: '待验收',
  revising: '修改中',
  accepted: '已完成',
  cancelled: '已取消',
};

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
