import { Segmented, Switch, Table, Tag, Typography } from 'antd';
import { catalogAdmin, type OrdinaryProductForm } from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { safeLink } from '../../public/components/safe-link.js';
import { client } from '../../sdk/client.js';
import { serverPages } from '../../components/paged-table.js';

const PAGE_SIZE = 20;
type Filter = 'all' | '0' | '1';

/** /admin/requests: resellers' sourcing requests for general goods; mark them handled. */
export default function SourcingRequestsPage() {
  const [filter, setFilter] = useState<Filter>('0');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const query = {
    page,
    page_size: PAGE_SIZE,
    ...(filter === 'all' ? {} : { status: Number(filter) as 0 | 1 }),
  };
  const list = useRemote(
    () => catalogAdmin.listSourcingRequests(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const refresh = () => setAttempt((n) => n + 1);

  const setHandled = async (row: OrdinaryProductForm, handled: boolean) => {
    try {
      await catalogAdmin.setSourcingRequestStatus(client, row.id, handled ? 1 : 0);
    } finally {
      refresh();
    }
  };

  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  return (
    <div className="admin-page">
      <h2 className="page-title">采购需求</h2>
      <Segmented<Filter>
        value={filter}
        className="table-actions"
        options={[
          { label: '待处理', value: '0' },
          { label: '已处理', value: '1' },
          { label: '全部', value: 'all' },
        ]}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
      />
      <Table<OrdinaryProductForm>
        rowKey="id"
        loading={list.state === 'loading'}
        dataSource={list.state === 'done' ? list.data.data : []}
        scroll={{ x: 760 }}
        pagination={serverPages(
          page,
          PAGE_SIZE,
          list.state === 'done' ? list.data.total : 0,
          setPage,
        )}
        locale={{ emptyText: '暂无采购需求' }}
        columns={[
          { title: '分销商', dataIndex: 'username', width: 110 },
          {
            title: '商品',
            dataIndex: 'name',
            render: (name: string, row) => {
              const link = safeLink(row.link);
              return (
                <div>
                  <div>{name}</div>
                  {link?.kind === 'external' && (
                    <a href={link.href} target="_blank" rel="noreferrer noopener">
                      {link.href}
                    </a>
                  )}
                  {row.description && (
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, expandable: true }}>
                      {row.description}
                    </Typography.Paragraph>
                  )}
                </div>
              );
            },
          },
          { title: '预计数量', dataIndex: 'expected_quantity', width: 90 },
          { title: '联系方式', dataIndex: 'contact', width: 140 },
          {
            title: '提交时间',
            dataIndex: 'created_at',
            width: 150,
            render: formatDateTime,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 130,
            render: (status: number, row) => (
              <span className="admin-status">
                {status === 1 ? <Tag color="green">已处理</Tag> : <Tag color="orange">待处理</Tag>}
                <Switch
                  size="small"
                  checked={status === 1}
                  aria-label={`${row.name} 已处理`}
                  onChange={(checked) => void setHandled(row, checked)}
                />
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
