import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, Tabs, Tag } from 'antd';
import { orderReturns, type OrderReturn, type OrderReturnStatus } from '@podkit/sdk-core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { useOpenTicket } from '../work-orders/use-ticket.js';
import { ReturnApplyDrawer } from './ReturnApplyDrawer.js';
import { ReturnDrawer } from './ReturnDrawer.js';
import { ReturnFilters, useReturnFilter } from './ReturnFilters.js';
import { ReturnStatusTag, returnStatusOptions } from './return-tags.js';
import '../cart/shop.css';
import '../work-orders/work-orders.css';
import './order-returns.css';

const PAGE_SIZE = 10;
const TABS = [
  { key: 'all', label: '全部' },
  ...returnStatusOptions.map((o) => ({ key: o.value, label: o.label })),
];

/**
 * orderReturnApply (退货申请): the reseller's return and reprint requests by state, with filters;
 * ?apply=1 (with ?order_id=, as an order's link opens it) starts a request, ?id= opens one.
 */
export default function OrderReturnPage() {
  const [search, setSearch] = useSearchParams();
  const orderId = Number(search.get('order_id')) || undefined;
  const applying = search.get('apply') === '1';
  const { filter, change, page, setPage, query } = useReturnFilter(
    orderId && !applying ? { order_id: orderId } : {},
  );
  const [attempt, setAttempt] = useState(0);
  const refresh = () => setAttempt((n) => n + 1);
  const list = useRemote(
    () => orderReturns.list(client, { ...query, page_size: PAGE_SIZE }, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const { openId, open } = useOpenTicket();
  const setApplying = (on: boolean, id?: number) => {
    const next = new URLSearchParams(search);
    next.delete('apply');
    if (on) next.set('apply', '1');
    else next.delete('order_id');
    if (id) next.set('id', String(id));
    setSearch(next);
  };

  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  return (
    <div className="shop-page">
      <div className="shop-filters">
        <h2 className="page-title">退货申请</h2>
        <Permission name="apply">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
            申请退货 / 重印
          </Button>
        </Permission>
      </div>
      <p className="work-order-muted">
        已发货订单在签收后的售后期限内，可为有问题的商品申请退款到余额、部分退款或免费重新印制。
      </p>
      <Tabs
        activeKey={filter.status ?? 'all'}
        onChange={(key) =>
          change({ status: key === 'all' ? undefined : (key as OrderReturnStatus) })
        }
        items={TABS}
      />
      <div className="shop-filters">
        <ReturnFilters filter={filter} onChange={change} searchPlaceholder="申请单号或订单号" />
        {filter.order_id ? (
          <Tag closable onClose={() => change({ order_id: undefined })}>
            仅看所选订单的申请
          </Tag>
        ) : null}
      </div>
      <Table<OrderReturn>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage, '个')}
        scroll={{ x: 820 }}
        locale={{ emptyText: '还没有退货申请' }}
        onRow={(row) => ({ onClick: () => open(row.id), className: 'work-order-row' })}
        columns={[
          {
            title: '申请单号',
            dataIndex: 'return_no',
            width: 180,
            fixed: 'left',
            render: (value: string) => <a>{value}</a>,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 110,
            render: (value: OrderReturnStatus) => <ReturnStatusTag status={value} />,
          },
          { title: '订单号', dataIndex: 'order_no', width: 170 },
          { title: '处理方式', dataIndex: 'resolution_label', width: 100 },
          { title: '件数', dataIndex: 'item_num', width: 60 },
          {
            title: '结果',
            key: 'outcome',
            width: 150,
            render: (_: unknown, row) =>
              row.approved_amount
                ? `已退 ¥${row.approved_amount}`
                : row.replacement_order_no
                  ? `补发 ${row.replacement_order_no}`
                  : row.operator_note || '—',
          },
          { title: '原因', dataIndex: 'reason', ellipsis: true },
          timeColumn('申请时间', 'created_at'),
        ]}
      />
      <ReturnApplyDrawer
        open={applying}
        presetOrderId={applying ? orderId : undefined}
        onClose={() => setApplying(false)}
        onApplied={(id) => {
          setApplying(false, id);
          refresh();
        }}
      />
      <ReturnDrawer id={openId} onClose={() => open(null)} onChanged={refresh} />
    </div>
  );
}
