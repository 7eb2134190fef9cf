import { Tag } from 'antd';
import {
  ORDER_RETURN_RESOLUTION_LABELS,
  ORDER_RETURN_STATUS_LABELS,
  type OrderReturnResolution,
  type OrderReturnStatus,
} from '@podkit/sdk-core';

const STATUS_COLOR: Record<OrderReturnStatus, string> = {
  pending: 'gold',
  needs_info: 'orange',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export function ReturnStatusTag({ status }: { status: OrderReturnStatus }) {
  return <Tag color={STATUS_COLOR[status]}>{ORDER_RETURN_STATUS_LABELS[status]}</Tag>;
}

export const returnStatusOptions = (
  Object.keys(ORDER_RETURN_STATUS_LABELS) as OrderReturnStatus[]
).map((value) => ({ value, label: ORDER_RETURN_STATUS_LABELS[value] }));

export const resolutionOptions = (
  Object.keys(ORDER_RETURN_RESOLUTION_LABELS) as OrderReturnResolution[]
).map((value) => ({ value, label: ORDER_RETURN_RESOLUTION_LABELS[value] }));
