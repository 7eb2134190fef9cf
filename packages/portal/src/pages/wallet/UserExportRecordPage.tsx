import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Table, Tag } from 'antd';
import { exportRecords, type ExportRecord, type ExportStatus } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { serverPages, timeColumn } from '../../components/paged-table.js';
import '../cart/shop.css';

const STATUS_COLOR: Record<ExportStatus, string> = {
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
};
const PAGE_SIZE = 20;
/** How often the list is read again while an export is under way. */
const POLL_MS = 2000;

/** Percent done of an export; 0 until its rows are counted. */
export function exportPercent(record: Pick<ExportRecord, 'status' | 'progress'>): number {
  if (record.status === 'succeeded') return 100;
  const { done, total } = record.progress;
  if (!total) return 0;
  return Math.min(99, Math.floor((done / total) * 100));
}

/** userExportRecord (/main/userExportRecord): exports with their progress and download links. */
export default function UserExportRecordPage() {
  const [page, setPage] = useState(1);
  const [tick, setTick] = useState(0);
  const list = useRemote(
    () => exportRecords.list(client, { page, page_size: PAGE_SIZE }, { silent: true }),
    `${page}#${tick}`,
  );
  const rows = list.state === 'done' ? list.data.data : [];
  const working = rows.some((row) => row.status === 'queued' || row.status === 'running');

  useEffect(() => {
    if (!working) return;
    const timer = setTimeout(() => setTick((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [working, tick]);

  if (list.state === 'failed') return <Unreachable onRetry={() => setTick((n) => n + 1)} />;

  return (
    <div className="shop-page">
      <h2 className="page-title">导出记录</h2>
      <Table<ExportRecord>
        rowKey="id"
        size="small"
        // A poll keeps the old rows on screen instead of flashing a spinner.
        loading={list.state === 'loading' && rows.length === 0 && tick === 0}
        dataSource={rows}
        scroll={{ x: 720 }}
        pagination={serverPages(
          page,
          PAGE_SIZE,
          list.state === 'done' ? list.data.total : 0,
          setPage,
        )}
        columns={[
          { title: '名称', dataIndex: 'name' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 100,
            render: (status: ExportStatus, record) => (
              <Tag color={STATUS_COLOR[status]}>{record.status_label}</Tag>
            ),
          },
          {
            title: '进度',
            key: 'progress',
            width: 200,
            render: (_, record) =>
              record.status === 'failed' ? (
                <span className="shop-danger">{record.error || '导出失败'}</span>
              ) : (
                <Progress percent={exportPercent(record)} size="small" />
              ),
          },
          { title: '行数', dataIndex: 'row_count', width: 80 },
          timeColumn('创建时间', 'created_at'),
          {
            title: '操作',
            key: 'download',
            width: 100,
            render: (_, record) =>
              record.url ? (
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  href={record.url}
                  download
                >
                  下载
                </Button>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
