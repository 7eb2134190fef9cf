import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Table, Tag } from 'antd';
import { workOrders, type WorkOrder, type WorkOrderStatus } from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { screenPath } from '../catalog/screen-path.js';
import { WorkOrderDrawer } from './WorkOrderDrawer.js';
import { useWorkOrderFilter, WorkOrderFilters } from './WorkOrderFilters.js';
import { useOpenTicket } from './use-ticket.js';
import { WorkOrderStatusTag } from './work-order-tags.js';
import '../cart/shop.css';
import './work-orders.css';

const PAGE_SIZE = 10;

/**
 * workOrderIndex (我的工单): the reseller's after-sales tickets with filters, the count of
 * replies not yet read, and a ticket's conversation in a drawer (?id= opens one, ?order_id=
 * lists those of one order).
 */
export default function WorkOrderIndexPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderId = Number(search.get('order_id')) || undefined;
  const { filter, change, page, setPage, query } = useWorkOrderFilter(
    orderId ? { order_id: orderId } : {},
  );
  const [attempt, setAttempt] = useState(0);
  const refresh = () => setAttempt((n) => n + 1);
  const key = `${JSON.stringify(query)}#${attempt}`;
  const list = useRemote(
    () => workOrders.list(client, { ...query, page_size: PAGE_SIZE }, { silent: true }),
    key,
  );
  const unread = useRemote(() => workOrders.unread(client, { silent: true }), key);
  const { openId, open } = useOpenTicket();

  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  const newReplies = unread.state === 'done' ? unread.data.unread : 0;

  return (
    <div className="shop-page">
      <div className="shop-filters">
        <h2 className="page-title">
          我的工单 <Badge count={newReplies} title={`${newReplies} 条新回复`} />
        </h2>
        <Permission name="create">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() =>
              navigate(screenPath('workOrderCreate', orderId ? { order_id: orderId } : {}))
            }
          >
            创建工单
          </Button>
        </Permission>
      </div>
      {newReplies > 0 ? (
        <p className="work-order-notice" role="status">
          你有 {newReplies} 条客服新回复，打开带红点的工单查看
        </p>
      ) : null}
      <div className="shop-filters">
        <WorkOrderFilters filter={filter} onChange={change} searchPlaceholder="工单号或订单号" />
        {filter.order_id ? (
          <Tag closable onClose={() => change({ order_id: undefined })}>
            仅看所选订单的工单
          </Tag>
        ) : null}
      </div>
      <Table<WorkOrder>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage, '个')}
        scroll={{ x: 760 }}
        locale={{ emptyText: '还没有工单' }}
        onRow={(row) => ({ onClick: () => open(row.id), className: 'work-order-row' })}
        columns={[
          {
            title: '工单号',
            dataIndex: 'ticket_no',
            width: 190,
            fixed: 'left',
            render: (value: string, row) => (
              <Badge dot={row.unread > 0} offset={[6, 0]}>
                <a>{value}</a>
              </Badge>
            ),
          },
          { title: '类型', dataIndex: 'type_label', width: 96 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (value: WorkOrderStatus) => <WorkOrderStatusTag status={value} />,
          },
          { title: '订单号', dataIndex: 'order_no', width: 170, render: (v: string) => v || '—' },
          { title: '问题描述', dataIndex: 'description', ellipsis: true },
          timeColumn('提交时间', 'created_at'),
        ]}
      />
      <WorkOrderDrawer id={openId} onClose={() => open(null)} onChanged={refresh} />
    </div>
  );
}
