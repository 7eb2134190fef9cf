import { Card, Table, Tabs, Tag } from 'antd';
import {
  subSites,
  type Paginator,
  type SubSiteCustomer,
  type SubSiteOrder,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

const PAGE_SIZE = 10;

/** One server page of a list, with the page to show and a retry after a failed load. */
function usePage<T>(load: (page: number) => Promise<Paginator<T>>, unit: string) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(() => load(page), `${page}:${attempt}`);
  return {
    failed: remote.state === 'failed',
    retry: () => setAttempt((n) => n + 1),
    table: pagedTable(remote, page, PAGE_SIZE, setPage, unit),
  };
}

function CustomersTable() {
  const list = usePage((page) => subSites.customers(client, { page, page_size: PAGE_SIZE }), '位');
  if (list.failed) return <Unreachable onRetry={list.retry} />;
  return (
    <Table<SubSiteCustomer>
      rowKey="id"
      size="small"
      {...list.table}
      scroll={{ x: 640 }}
      locale={{ emptyText: '还没有客户在分站注册' }}
      columns={[
        { title: '用户名', dataIndex: 'username' },
        { title: '手机号', dataIndex: 'phone' },
        timeColumn('注册时间', 'created_at'),
        { title: '订单数', dataIndex: 'order_count', align: 'right' },
        { title: '已付金额（元）', dataIndex: 'paid_amount', align: 'right' },
        { title: '带来收益（元）', dataIndex: 'earned', align: 'right' },
      ]}
    />
  );
}

function OrdersTable() {
  const list = usePage((page) => subSites.orders(client, { page, page_size: PAGE_SIZE }), '单');
  if (list.failed) return <Unreachable onRetry={list.retry} />;
  return (
    <Table<SubSiteOrder>
      rowKey="order_id"
      size="small"
      {...list.table}
      scroll={{ x: 760 }}
      locale={{ emptyText: '客户还没有下单' }}
      columns={[
        { title: '订单号', dataIndex: 'order_no' },
        { title: '客户', dataIndex: 'customer_name' },
        { title: '状态', dataIndex: 'status_label' },
        { title: '订单金额（元）', dataIndex: 'total', align: 'right' },
        {
          title: '加价收益（元）',
          dataIndex: 'markup',
          align: 'right',
          render: (markup: string, row) => (
            <>
              {markup} {row.credited ? <Tag color="green">已入账</Tag> : <Tag>待付款</Tag>}
            </>
          ),
        },
        timeColumn('下单时间', 'created_at'),
      ]}
    />
  );
}

/** The sub-site's customers and their orders, seen only by its owner. */
export function SubSiteCustomers() {
  return (
    <Card title="分站客户" size="small">
      <Tabs
        items={[
          { key: 'customers', label: '客户', children: <CustomersTable /> },
          { key: 'orders', label: '客户订单', children: <OrdersTable /> },
        ]}
      />
    </Card>
  );
}
