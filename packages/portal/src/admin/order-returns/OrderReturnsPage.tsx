import { Table, Tabs } from 'antd';
import { orderReturns, type AdminOrderReturn, type OrderReturnStatus } from '@podkit/sdk-core';
import { useState } from 'react';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { ReturnFilters, useReturnFilter } from '../../pages/order-returns/ReturnFilters.js';
import { ReturnStatusTag, returnStatusOptions } from '../../pages/order-returns/return-tags.js';
import { useOpenTicket } from '../../pages/work-orders/use-ticket.js';
import { CONSOLE_PAGE_SIZE } from '../components/use-console-list.js';
import { AdminReturnDrawer } from './AdminReturnDrawer.js';
import '../../pages/work-orders/work-orders.css';
import '../../pages/order-returns/order-returns.css';

const TABS = [
  { key: 'all', label: '全部' },
  ...returnStatusOptions.map((o) => ({ key: o.value, label: o.label })),
];

/** 退货审核: every reseller's return and reprint requests, decided in a drawer. */
export default function OrderReturnsPage() {
  const { filter, change, page, setPage, query } = useReturnFilter({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const refresh = () => setAttempt((n) => n + 1);
  const list = useRemote(
    () =>
      orderReturns.adminList(client, { ...query, page_size: CONSOLE_PAGE_SIZE }, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const { openId, open } = useOpenTicket();
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  return (
    <div className="admin-page">
      <h2 className="page-title">退货审核</h2>
      <Tabs
        activeKey={filter.status ?? 'all'}
        onChange={(key) =>
          change({ status: key === 'all' ? undefined : (key as OrderReturnStatus) })
        }
        items={TABS}
      />
      <div className="admin-toolbar">
        <ReturnFilters
          filter={filter}
          onChange={change}
          searchPlaceholder="申请单号、订单号或用户名"
        />
      </div>
      <Table<AdminOrderReturn>
        rowKey="id"
        {...pagedTable(list, page, CONSOLE_PAGE_SIZE, setPage, '个')}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ onClick: () => open(row.id), className: 'work-order-row' })}
        locale={{ emptyText: '没有符合条件的退货申请' }}
        columns={[
          { title: '申请单号', dataIndex: 'return_no', render: (value: string) => <a>{value}</a> },
          { title: '用户', dataIndex: 'username' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (value: OrderReturnStatus) => <ReturnStatusTag status={value} />,
          },
          { title: '订单号', dataIndex: 'order_no' },
          { title: '处理方式', dataIndex: 'resolution_label' },
          { title: '件数', dataIndex: 'item_num', responsive: ['md'] },
          {
            title: '原因',
            dataIndex: 'reason',
            ellipsis: true,
            responsive: ['md'],
            width: 240,
          },
          timeColumn('申请时间', 'created_at'),
        ]}
      />
      <AdminReturnDrawer id={openId} onClose={() => open(null)} onChanged={refresh} />
    </div>
  );
}
