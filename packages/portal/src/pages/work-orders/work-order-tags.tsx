import { Tag } from 'antd';
import {
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_TYPE_LABELS,
  type WorkOrderStatus,
  type WorkOrderType,
} from '@podkit/sdk-core';

const STATUS_COLOR: Record<WorkOrderStatus, string> = {
  pending: 'gold',
  processing: 'blue',
  awaiting_confirm: 'purple',
  done: 'green',
  closed: 'default',
};

export function WorkOrderStatusTag({ status }: { status: WorkOrderStatus }) {
  return <Tag color={STATUS_COLOR[status]}>{WORK_ORDER_STATUS_LABELS[status]}</Tag>;
}

export const statusOptions = (Object.keys(WORK_ORDER_STATUS_LABELS) as WorkOrderStatus[]).map(
  (value) => ({ value, label: WORK_ORDER_STATUS_LABELS[value] }),
);

export const typeOptions = (Object.keys(WORK_ORDER_TYPE_LABELS) as WorkOrderType[]).map(
  (value) => ({ value, label: WORK_ORDER_TYPE_LABELS[value] }),
);
