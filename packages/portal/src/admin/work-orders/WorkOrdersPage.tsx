import { Badge, Table, Tabs } from 'antd';
import { workOrders, type AdminWorkOrder, type WorkOrderStatus } from '@podkit/sdk-core';
import { useState } from 'react';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { useWorkOrderFilter, WorkOrderFilters } from '../../pages/work-orders/WorkOrderFilters.js';
import { statusOptions, WorkOrderStatusTag } from '../../pages/work-orders/work-order-tags.js';
import { CONSOLE_PAGE_SIZE } from '../components/use-console-list.js';
import { useOpenTicket } from '../../pages/work-orders/use-ticket.js';
import { AdminWorkOrderDrawer } from './AdminWorkOrderDrawer.js';
import '../../pages/work-orders/work-orders.css';

const TABS = [
  { key: 'all', label: '全部' },
  ...statusOptions.map((o) => ({ key: o.value, label: o.label })),
];

/** 工单处理: every reseller's tickets, new replies marked, with the conversation in a drawer. */
export default function WorkOrdersPage() {
  const { filter, change, page, setPage, query } = useWorkOrderFilter({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const refresh = () => setAttempt((n) => n + 1);
  const list = useRemote(
    () =>
      workOrders.adminList(client, { ...query, page_size: CONSOLE_PAGE_SIZE }, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const { openId, open } = useOpenTicket();
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  return (
    <div className="admin-page">
      <h2 className="page-title">工单处理</h2>
      <Tabs
        activeKey={filter.status ?? 'all'}
        onChange={(key) => change({ status: key === 'all' ? undefined : (key as WorkOrderStatus) })}
        items={TABS}
      />
      <div className="admin-toolbar">
        <WorkOrderFilters
          filter={filter}
          onChange={change}
          searchPlaceholder="工单号、订单号或用户名"
        />
      </div>
      <Table<AdminWorkOrder>
        rowKey="id"
        {...pagedTable(list, page, CONSOLE_PAGE_SIZE, setPage, '个')}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ onClick: () => open(row.id), className: 'work-order-row' })}
        locale={{ emptyText: '没有符合条件的工单' }}
        columns={[
          {
            title: '工单号',
            dataIndex: 'ticket_no',
            render: (value: string, row) => (
              <Badge count={row.unread} size="small" offset={[10, 0]} title="用户新回复">
                <a>{value}</a>
              </Badge>
            ),
          },
          { title: '用户', dataIndex: 'username' },
          { title: '类型', dataIndex: 'type_label' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (value: WorkOrderStatus) => <WorkOrderStatusTag status={value} />,
          },
          { title: '订单号', dataIndex: 'order_no', render: (v: string) => v || '—' },
          {
            title: '问题描述',
            dataIndex: 'description',
            ellipsis: true,
            responsive: ['md'],
            width: 260,
          },
          timeColumn('提交时间', 'created_at'),
        ]}
      />
      <AdminWorkOrderDrawer id={openId} onClose={() => open(null)} onChanged={refresh} />
    </div>
  );
}
