import { Tag } from 'antd';
import type { ListingStatus } from '@podkit/sdk-core';

const looks: Record<ListingStatus, { color: string; text: string }> = {
  queued: { color: 'default', text: '排队中' },
  publishing: { color: 'processing', text: '刊登中' },
  published: { color: 'success', text: '已刊登' },
  failed: { color: 'error', text: '失败' },
  unpublished: { color: 'warning', text: '已下架' },
};

export function ListingStatusTag({ status }: { status: ListingStatus }) {
  const look = looks[status];
  return <Tag color={look.color}>{look.text}</Tag>;
}

/** A listing the server is still working on: its screen asks again until it settles. */
export function isSettling(status: ListingStatus): boolean {
  return status === 'queued' || status === 'publishing';
}
