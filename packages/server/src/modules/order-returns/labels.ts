import type { OrderReturnResolution, OrderReturnStatus } from '@podkit/sdk-core';

export const resolutionLabels: Record<OrderReturnResolution, string> = {
  refund: '退款到余额',
  reprint: '重新印制',
  partial_refund: '部分退款',
};

export const statusLabels: Record<OrderReturnStatus, string> = {
  pending: '待审核',
  needs_info: '待补充资料',
  approved: '已通过',
  rejected: '已驳回',
  cancelled: '已撤销',
};
