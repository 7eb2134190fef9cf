import { Tag } from 'antd';
import {
  PACKAGING_KIND_LABELS,
  PACKAGING_STATUS_LABELS,
  type PackagingKind,
  type PackagingStatus,
} from '@podkit/sdk-core';

const STATUS_COLOR: Record<PackagingStatus, string> = {
  pending: 'gold',
  rejected: 'red',
  approved: 'blue',
  active: 'green',
};

export function PackagingStatusTag({ status }: { status: PackagingStatus }) {
  return <Tag color={STATUS_COLOR[status]}>{PACKAGING_STATUS_LABELS[status]}</Tag>;
}

export const packagingStatusOptions = (
  Object.keys(PACKAGING_STATUS_LABELS) as PackagingStatus[]
).map((value) => ({ value, label: PACKAGING_STATUS_LABELS[value] }));

export const packagingKindOptions = (Object.keys(PACKAGING_KIND_LABELS) as PackagingKind[]).map(
  (value) => ({ value, label: PACKAGING_KIND_LABELS[value] }),
);

/** The fees an approval set, as a list cell reads them. */
export function feesText(row: { setup_fee: string | null; per_order_fee: string | null }) {
  return row.setup_fee === null
    ? '—'
    : `制版费 ¥${row.setup_fee} / 每单 ¥${row.per_order_fee ?? '0.00'}`;
}
