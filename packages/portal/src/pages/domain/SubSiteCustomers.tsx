import { Card, Table, Tabs, Tag } from 'antd';
import { subSites, type SubSiteCustomer, type SubSiteOrder } from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

const PAGE_SIZE = 10;

function CustomersTable() {
  const [page, setPage] = useState(1);
  const remote = useRemote(() => subSites.customers(client, { page, page_size: PAGE_SIZE }), page);
  if (remote.state === 'failed') return <Unreachable onRetry={() => setPage((p) => p)} />;
  const data = remote.state === 'done' ? remote.data : null;
  return (
    <Table<SubSiteCustomer>
      rowKey="id"
      size="small"
      loading={!data}
      dataSource={data?.data ?? []}
      scroll={{ x: 640 }}
      locale={{ emptyText: '还没有客户在分站注册' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.total ?? 0,
        onChange: setPage,
      }}
      columns={[
        { title: '用户名', dataIndex: 'username' },
        { title: '手机号', dataIndex: 'phone' },
        { title: '注册时间', dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
        { title: '订单数', dataIndex: 'order_count', align: 'right' },
        { title: '已付金额（元）', dataIndex: 'paid_amount', align: 'right' },
        { title: '带来收益（元）', dataIndex: 'earned', align: 'right' },
      ]}
    />
  );
}

function OrdersTable() {
  const [page, setPage] = useState(1);
  const remote = useRemote(() => subSites.orders(client, { page, page_size: PAGE_SIZE }), page);
  if (remote.state === 'failed') return <Unreachable onRetry={() => setPage((p) => p)} />;
  const data = remote.state === 'done' ? remote.data : null;
  return (
    <Table<SubSiteOrder>
      rowKey="order_id"
      size="small"
      loading={!data}
      dataSource={data?.data ?? []}
      scroll={{ x: 760 }}
      locale={{ emptyText: '客户还没有下单' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.total ?? 0,
        onChange: setPage,
      }}
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
        { title: '下单时间', dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
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
