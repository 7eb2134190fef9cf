import type { OrderKind } from '@podkit/sdk-core';
import { mountOrderTable, type OrderTableProps } from '@podkit/workbench-widgets';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { refreshAccount } from '../../workbench/session.js';
import { Permission } from '../../workbench/permission.js';
import { useWidget } from '../cart/use-widget.js';
import { ExportOrdersButton } from './ExportOrdersButton.js';

/** orderAdmin (and orderAdminFBA with kind 'fba'): the order table widget. */
export function OrderTablePage({ title, kind }: { title: string; kind?: OrderKind }) {
  const navigate = useNavigate();
  const host = useWidget<OrderTableProps>(mountOrderTable, {
    ...(kind ? { kind } : {}),
    onRecharge: () => navigate('/setting/recharge'),
    // A payment changes the balance the header shows.
    onChanged: () => void refreshAccount(),
  });
  return (
    <div className="shop-page">
      <div className="shop-filters">
        <h2 className="page-title">{title}</h2>
        <Permission name="export">
          <ExportOrdersButton kind={kind} />
        </Permission>
        <Button type="link" onClick={() => navigate('/main/cart')}>
          去购物车
        </Button>
      </div>
      <div ref={host} data-testid="order-table" />
    </div>
  );
}

export default function OrderAdminPage() {
  return <OrderTablePage title="订单管理" />;
}
