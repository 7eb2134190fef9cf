import type { WorkOrderStatus, WorkOrderType } from '@podkit/sdk-core';

export const typeLabels: Record<WorkOrderType, string> = {
  quality: '质量问题',
  wrong_item: '错发漏发',
  lost_parcel: '物流丢件',
  address_change: '修改地址',
  other: '其他',
};

export const statusLabels: Record<WorkOrderStatus, string> = {
  pending: '待处理',
  processing: '处理中',
  awaiting_confirm: '待确认',
  done: '已完成',
  closed: '已关闭',
};
