import { Button, Image, Input, Select, Space, Table } from 'antd';
import { releases, type Listing, type ListingStatus } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { BulkFileButton } from './BulkFileButton.js';
import { isSettling, ListingStatusTag } from './ListingStatusTag.js';
import type { Marketplace } from './marketplaces.js';
import { PublishModal } from './PublishModal.js';
import { ReleaseNotice } from './ReleaseNotice.js';
import { runThenRefresh } from './run-then-refresh.js';
import '../cart/shop.css';
import './publishing.css';

const PAGE_SIZE = 20;
/** How often the screen asks again while a listing on it is queued or publishing. */
const PROGRESS_POLL_MS = 2000;

const statusOptions: Array<{ value: ListingStatus; label: string }> = [
  { value: 'queued', label: '排队中' },
  { value: 'publishing', label: '刊登中' },
  { value: 'published', label: '已刊登' },
  { value: 'failed', label: '失败' },
  { value: 'unpublished', label: '已下架' },
];

/** A marketplace's release screen (刊登): publish, follow each listing, retry, update, take down. */
export function ReleasePage({ marketplace }: { marketplace: Marketplace }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ListingStatus | undefined>();
  const [keyword, setKeyword] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [publishing, setPublishing] = useState(false);
  const refresh = () => setAttempt((n) => n + 1);
  const query = {
    platform: marketplace.key,
    page,
    page_size: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const [poll, setPoll] = useState(0);
  const asked = `${JSON.stringify(query)}#${attempt}`;
  const list = useRemote(() => releases.list(client, query, { silent: true }), `${asked}@${poll}`);
  // A poll keeps the rows on screen; a new query or a reload shows the table loading.
  const [shown, setShown] = useState<{ asked: string; list: typeof list }>({ asked, list });
  useEffect(() => {
    if (list.state !== 'loading') setShown({ asked, list });
  }, [list, asked]);
  const settling = list.state === 'done' && list.data.data.some((row) => isSettling(row.status));
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setPoll((n) => n + 1), PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [settling, list]);
  const current = shown.asked === asked ? shown.list : list;
  if (current.state === 'failed') return <Unreachable onRetry={refresh} />;

  const act = (run: () => Promise<unknown>) => runThenRefresh(run, refresh);

  return (
    <div className="shop-page">
      <h2 className="page-title">{marketplace.label} 刊登</h2>
      <ReleaseNotice marketplace={marketplace} />
      <div className="shop-filters">
        <Select
          allowClear
          aria-label="刊登状态"
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          options={statusOptions}
          onChange={(value: ListingStatus | undefined) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <Input.Search
          allowClear
          placeholder="商品名称"
          aria-label="搜索商品"
          style={{ width: 220 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Permission name="publish">
          <Button type="primary" onClick={() => setPublishing(true)}>
            刊登商品
          </Button>
        </Permission>
        <BulkFileButton marketplace={marketplace} />
      </div>
      <Table<Listing>
        rowKey="id"
        size="small"
        {...pagedTable(current, page, PAGE_SIZE, setPage)}
        scroll={{ x: 980 }}
        locale={{ emptyText: '还没有刊登记录' }}
        columns={[
          {
            title: '商品',
            key: 'product',
            width: 200,
            render: (_, row) => (
              <Space>
                {row.product_image ? (
                  <Image src={row.product_image} width={48} height={48} alt="" preview={false} />
                ) : null}
                <span>{row.product_name}</span>
              </Space>
            ),
          },
          {
            title: '状态',
            key: 'status',
            width: 220,
            render: (_, row) => (
              <div className="publish-status">
                <ListingStatusTag status={row.status} />
                {row.status === 'failed' && row.message ? (
                  <span className="shop-danger">{row.message}</span>
                ) : null}
                {row.listing_url ? (
                  <a href={row.listing_url} target="_blank" rel="noreferrer">
                    {row.platform_listing_id || '查看'}
                  </a>
                ) : row.platform_listing_id ? (
                  <span className="shop-muted">{row.platform_listing_id}</span>
                ) : null}
              </div>
            ),
          },
          { title: '店铺', dataIndex: 'store_name', width: 150 },
          { title: '产品模板', dataIndex: 'template_name', width: 140 },
          timeColumn('更新时间', 'updated_at'),
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_, row) => (
              <Permission name="publish">
                <Space size={0}>
                  {row.status === 'failed' && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => void act(() => releases.retry(client, row.id))}
                    >
                      重试
                    </Button>
                  )}
                  {(row.status === 'published' || row.status === 'unpublished') &&
                    row.template_id !== null && (
                      <Button
                        type="link"
                        size="small"
                        onClick={() =>
                          void act(() =>
                            releases.publish(client, {
                              store_id: row.store_id,
                              template_id: row.template_id!,
                              product_ids: [row.product_id],
                            }),
                          )
                        }
                      >
                        更新
                      </Button>
                    )}
                  {row.status === 'published' && (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => void act(() => releases.unpublish(client, row.id))}
                    >
                      下架
                    </Button>
                  )}
                </Space>
              </Permission>
            ),
          },
        ]}
      />
      {publishing && (
        <PublishModal
          marketplace={marketplace}
          onClose={() => setPublishing(false)}
          onPublished={() => {
            setPublishing(false);
            refresh();
          }}
        />
      )}
    </div>
  );
}
