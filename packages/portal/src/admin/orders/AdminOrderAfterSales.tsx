import { Space } from 'antd';
import { orderReturns, workOrders } from '@podkit/sdk-core';
import { Link } from 'react-router';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

/** An order's returns and tickets in the console, each opening in its own queue. */
export function AdminOrderAfterSales({ orderId }: { orderId: number }) {
  const records = useRemote(
    () =>
      Promise.all([
        orderReturns.adminList(client, { order_id: orderId, page_size: 50 }, { silent: true }),
        workOrders.adminList(client, { order_id: orderId, page_size: 50 }, { silent: true }),
      ]),
    orderId,
  );
  if (records.state !== 'done') return null;
  const [returns, tickets] = records.data;
  if (returns.data.length + tickets.data.length === 0)
    return <span className="admin-help">无</span>;
  return (
    <Space orientation="vertical" size={2} aria-label="售后记录">
      {returns.data.map((row) => (
        <span key={`return-${row.id}`}>
          退货申请（{row.resolution_label}）{' '}
          <Link to={`/admin/orderReturns?id=${row.id}`}>{row.return_no}</Link> {row.status_label}
        </span>
      ))}
      {tickets.data.map((row) => (
        <span key={`ticket-${row.id}`}>
          工单（{row.type_label}）{' '}
          <Link to={`/admin/workOrders?id=${row.id}`}>{row.ticket_no}</Link> {row.status_label}
        </span>
      ))}
    </Space>
  );
}
