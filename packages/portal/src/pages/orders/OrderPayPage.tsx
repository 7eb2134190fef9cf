import { Alert, Button, Card, Empty, Result, Skeleton, Table } from 'antd';
import { orders, randomName, type Order, type OrderPayResult } from '@podkit/sdk-core';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { usePermission } from '../../workbench/permission.js';
import { NoPayPermission } from './NoPayPermission.js';
import { refreshAccount } from '../../workbench/session.js';
import { idsFromQuery } from '../cart/CartCheckoutPage.js';
import { screenPath } from '../catalog/screen-path.js';
import '../cart/shop.css';

/** orderPay: the orders of `?ids=` against the balance, paid in one request. */
export default function OrderPayPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ids = useMemo(() => idsFromQuery(search.get('ids')), [search]);
  const canPay = usePermission('pay');
  const [attempt, setAttempt] = useState(0);
  const info = useRemote(
    () =>
      ids.length && canPay
        ? orders.payInfo(client, { order_ids: ids }, { silent: true })
        : Promise.resolve(null),
    `${ids.join(',')}#${attempt}#${canPay}`,
  );
  const [results, setResults] = useState<OrderPayResult[] | null>(null);
  const [paying, setPaying] = useState(false);
  const sending = useRef(false);
  const [idempotencyKey] = useState(() => randomName());

  if (ids.length === 0) return <Empty description="没有要支付的订单" />;
  if (!canPay) return <NoPayPermission />;
  if (info.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  if (info.state === 'loading' || !info.data) return <Skeleton active />;
  const data = info.data;

  async function pay() {
    if (sending.current) return;
    sending.current = true;
    setPaying(true);
    try {
      const answer = await orders.payOrders(client, {
        order_ids: data.orders.map((order) => order.id),
        idempotency_key: idempotencyKey,
      });
      setResults(answer);
      void refreshAccount();
    } catch {
      // Shown by the client; the same key may be sent again.
    } finally {
      sending.current = false;
      setPaying(false);
    }
  }

  if (results) {
    const paid = results.filter((result) => result.paid);
    const failed = results.filter((result) => !result.paid);
    return (
      <Result
        status={failed.length === 0 ? 'success' : 'warning'}
        title={failed.length === 0 ? '支付成功' : `已支付 ${paid.length} 个订单`}
        subTitle={failed
          .map((result) => {
            const order = data.orders.find((o) => o.id === result.order_id);
            return `${order?.order_no ?? result.order_id}：${result.msg}`;
          })
          .join('；')}
        extra={[
          <Button key="orders" type="primary" onClick={() => navigate(screenPath('orderAdmin'))}>
            查看订单
          </Button>,
          <Button key="records" onClick={() => navigate(screenPath('orderPayInfos'))}>
            支付记录
          </Button>,
        ]}
      />
    );
  }

  return (
    <div className="shop-page">
      <h2 className="page-title">订单支付</h2>
      {data.refused.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title="以下订单现在不能支付"
          description={data.refused.map((r) => `${r.order_no}：${r.reason}`).join('；')}
        />
      ) : null}
      <Card size="small" title="待支付订单">
        <Table<Order>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={data.orders}
          scroll={{ x: 520 }}
          columns={[
            { title: '订单号', dataIndex: 'order_no' },
            { title: '件数', dataIndex: 'item_num', width: 70 },
            { title: '运费（元）', dataIndex: 'shipping_fee', width: 100 },
            { title: '优惠（元）', dataIndex: 'discount', width: 100 },
            { title: '应付（元）', dataIndex: 'total', width: 100 },
          ]}
        />
      </Card>
      <Card size="small" className="shop-summary">
        <dl className="shop-totals">
          <dt>应付总额</dt>
          <dd className="shop-price shop-total" data-testid="pay-total">
            ¥{data.total}
          </dd>
          <dt>账户余额</dt>
          <dd data-testid="pay-balance">¥{data.balance}</dd>
          {!data.enough ? (
            <>
              <dt>还差</dt>
              <dd className="shop-danger">¥{data.shortfall}</dd>
            </>
          ) : null}
        </dl>
        {!data.enough ? (
          <Button size="large" onClick={() => navigate('/setting/recharge')}>
            余额不足，去充值
          </Button>
        ) : null}
        <Button
          type="primary"
          size="large"
          loading={paying}
          disabled={!data.enough || data.orders.length === 0}
          onClick={() => void pay()}
        >
          余额支付
        </Button>
      </Card>
    </div>
  );
}
