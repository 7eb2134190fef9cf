import { OrderTablePage } from './OrderAdminPage.js';

/** orderAdminFBA: the FBA wholesale orders in the same order table. */
export default function OrderAdminFbaPage() {
  return <OrderTablePage title="FBA 订单" kind="fba" />;
}
