import type { PackagingKind, PackagingStatus } from '@podkit/sdk-core';

export const kindLabels: Record<PackagingKind, string> = {
  insert: '吊牌',
  label: '贴纸',
  bag: '包装袋',
  box: '包装盒',
};

export const statusLabels: Record<PackagingStatus, string> = {
  pending: '待审核',
  rejected: '已驳回',
  approved: '已通过',
  active: '可使用',
};
