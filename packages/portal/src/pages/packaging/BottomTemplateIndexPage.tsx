import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tabs } from 'antd';
import { packaging, type PackagingStatus, type PackagingTemplate } from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { screenPath } from '../catalog/screen-path.js';
import { PackagingFilters, usePackagingFilter } from './PackagingFilters.js';
import { PackagingStatusTag, feesText, packagingStatusOptions } from './packaging-tags.js';
import '../cart/shop.css';
import '../work-orders/work-orders.css';

const PAGE_SIZE = 10;
const TABS = [
  { key: 'all', label: '全部' },
  ...packagingStatusOptions.map((o) => ({ key: o.value, label: o.label })),
];

/**
 * bottomTemplateIndex (包装模板): the reseller's branded inserts, labels, bags and boxes by state;
 * a rejected one is edited and submitted again, an approved one waits for its set-up fee.
 */
export default function BottomTemplateIndexPage() {
  const navigate = useNavigate();
  const { filter, change, page, setPage, query } = usePackagingFilter();
  const [attempt, setAttempt] = useState(0);
  const list = useRemote(
    () => packaging.list(client, { ...query, page_size: PAGE_SIZE }, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <div className="shop-page">
      <div className="shop-filters">
        <h2 className="page-title">包装模板</h2>
        <Permission name="create">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(screenPath('bottomTemplateCreate'))}
          >
            新建包装模板
          </Button>
        </Permission>
      </div>
      <p className="work-order-muted">
        上传吊牌、贴纸、包装袋或包装盒的设计，审核通过并支付制版费后，下单时即可选用，每单另收包装费。
      </p>
      <Tabs
        activeKey={filter.status ?? 'all'}
        onChange={(key) => change({ status: key === 'all' ? undefined : (key as PackagingStatus) })}
        items={TABS}
      />
      <div className="shop-filters">
        <PackagingFilters filter={filter} onChange={change} searchPlaceholder="模板名称" />
      </div>
      <Table<PackagingTemplate>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage, '个')}
        scroll={{ x: 860 }}
        locale={{ emptyText: '还没有包装模板' }}
        columns={[
          { title: '名称', dataIndex: 'name', width: 160, fixed: 'left' },
          { title: '类型', dataIndex: 'kind_label', width: 80 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (value: PackagingStatus) => <PackagingStatusTag status={value} />,
          },
          {
            title: '设计文件',
            key: 'design',
            width: 150,
            ellipsis: true,
            render: (_: unknown, row) => (
              <a href={row.design_file.url} target="_blank" rel="noreferrer">
                {row.design_file.name}
              </a>
            ),
          },
          { title: '费用', key: 'fees', width: 200, render: (_: unknown, row) => feesText(row) },
          {
            title: '说明',
            key: 'reason',
            ellipsis: true,
            render: (_: unknown, row) =>
              row.status === 'rejected' ? `驳回原因：${row.reject_reason}` : row.note || '—',
          },
          timeColumn('提交时间', 'created_at'),
          {
            title: '操作',
            key: 'actions',
            width: 130,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Space size={4}>
                {row.status === 'approved' ? (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => navigate(screenPath('payBottomTemplate', { id: row.id }))}
                  >
                    支付制版费
                  </Button>
                ) : null}
                {row.status !== 'active' ? (
                  <Permission name="edit">
                    <Button
                      size="small"
                      onClick={() => navigate(screenPath('bottomTemplateCreate', { id: row.id }))}
                    >
                      {row.status === 'rejected' ? '修改重提' : '修改'}
                    </Button>
                  </Permission>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
