import { stores as storesApi, type OrderKind, type Preferences } from '@podkit/sdk-core';
import { mountOrderTable, type OrderTableProps } from '@podkit/workbench-widgets';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSiteTimeZone } from '../../app/site-config.js';
import { client } from '../../sdk/client.js';
import { useStore } from '../../app/use-store.js';
import { $workbench, refreshAccount } from '../../workbench/session.js';
import { Permission } from '../../workbench/permission.js';
import { afterSalesOf, returnLinks } from '../order-returns/order-links.js';
import { workOrderLinks } from '../work-orders/order-links.js';
import { myPreferences } from '../../workbench/preferences.js';
import { useWidget } from '../cart/use-widget.js';
import { ExportOrdersButton } from './ExportOrdersButton.js';

/** orderAdmin (and orderAdminFBA with kind 'fba'): the order table widget. */
export function OrderTablePage({ title, kind }: { title: string; kind?: OrderKind }) {
  const navigate = useNavigate();
  const connectedStores = useConnectedStores();
  const timeZone = useSiteTimeZone();
  const menu = useStore($workbench)?.menu ?? [];
  const preferred = usePreferences();
  const host = useWidget<OrderTableProps>(mountOrderTable, {
    timeZone,
    ...(preferred ? { pageSize: preferred.list_page_size } : {}),
    ...(kind ? { kind } : {}),
    ...(connectedStores.length > 0 ? { stores: connectedStores } : {}),
    ...(preferred?.default_store_id ? { defaultStoreId: preferred.default_store_id } : {}),
    onRecharge: () => navigate('/setting/recharge'),
    // A payment changes the balance the header shows.
    onChanged: () => void refreshAccount(),
    orderLinks: [...returnLinks(menu, navigate), ...workOrderLinks(menu, navigate)],
    loadAfterSales: afterSalesOf(menu, navigate),
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

/**
 * 偏好设置 (rows per page, the store the filter starts on); null until read (the table's own 20
 * rows and every store meanwhile).
 */
function usePreferences() {
  const [preferred, setPreferred] = useState<Preferences | null>(null);
  useEffect(() => {
    let current = true;
    void myPreferences().then((answer) => current && answer && setPreferred(answer));
    return () => {
      current = false;
    };
  }, []);
  return preferred;
}

/** The reseller's connected stores, for the order table's store filter (none while loading). */
function useConnectedStores() {
  const [list, setList] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    let current = true;
    storesApi.listStores(client, {}, { silent: true }).then(
      (answer) => current && setList(answer.map((store) => ({ id: store.id, name: store.name }))),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return list;
}

export default function OrderAdminPage() {
  return <OrderTablePage title="订单管理" />;
}
