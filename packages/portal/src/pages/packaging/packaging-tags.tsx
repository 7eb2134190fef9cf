import { Tag } from 'antd';
import {
  PACKAGING_KIND_LABELS,
  PACKAGING_STATUS_LABELS,
  type PackagingKind,
  type PackagingStatus,
  type PackagingTemplate,
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

/** The name a usable template goes by in a picker: '吊牌 · 品牌吊牌（每单 ¥1.50）'. */
export const templateLabel = (template: PackagingTemplate) =>
  `${template.kind_label} · ${template.name}（每单 ¥${template.per_order_fee ?? '0.00'}）`;

/** A default-packaging picker's options: none (0), then the usable (approved and paid) templates. */
export function packagingOptions(usable: readonly PackagingTemplate[]) {
  return [
    { value: 0, label: '不使用包装模板' },
    ...usable.map((template) => ({ value: template.id, label: templateLabel(template) })),
  ];
}
