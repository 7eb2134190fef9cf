import { useEffect, useRef, useState } from 'react';
import {
  orders as ordersApi,
  randomName,
  type Client,
  type OrderPayInfo,
  type OrderPayResult,
} from '@podkit/sdk-core';
import { Dialog } from '@podkit/widget-kit';

export interface PayDialogProps {
  client: Client;
  orderIds: number[];
  onRecharge?: () => void;
  /** Called once some orders were paid. */
  onPaid: () => void;
  onClose: () => void;
}

/**
 * Paying orders from the balance: what it takes against what is there, then one pay request.
 * The idempotency key lives as long as the dialog, so pressing again or a retry charges once.
 */
export function PayDialog({ client, orderIds, onRecharge, onPaid, onClose }: PayDialogProps) {
  const [info, setInfo] = useState<OrderPayInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<OrderPayResult[] | null>(null);
  const [idempotencyKey] = useState(() => randomName());
  // A second click before the first re-render must not send a second request.
  const paying = useRef(false);

  useEffect(() => {
    let current = true;
    ordersApi.payInfo(client, { order_ids: orderIds }).then(
      (answer) => current && setInfo(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [client, orderIds]);

  const payable = info?.orders.map((order) => order.id) ?? [];

  async function pay() {
    if (paying.current) return;
    paying.current = true;
    setBusy(true);
    try {
      const answer = await ordersApi.payOrders(client, {
        order_ids: payable,
        idempotency_key: idempotencyKey,
      });
      setResults(answer);
      if (answer.some((result) => result.paid)) onPaid();
    } catch {
      // The client's notifier has said why; the same key may be used again.
    } finally {
      paying.current = false;
      setBusy(false);
    }
  }

  const paidCount = results?.filter((result) => result.paid).length ?? 0;
  const footer = results ? (
    <button type="button" className="pk-button pk-primary" data-autofocus onClick={onClose}>
      完成
    </button>
  ) : (
    <>
      <button type="button" className="pk-button" onClick={onClose}>
        取消
      </button>
      {info && !info.enough && onRecharge ? (
        <button type="button" className="pk-button" onClick={onRecharge}>
          去充值
        </button>
      ) : null}
      <button
        type="button"
        className="pk-button pk-primary"
        data-autofocus
        disabled={busy || !info || !info.enough || payable.length === 0}
        onClick={() => void pay()}
      >
        确认支付
      </button>
    </>
  );

  return (
    <Dialog title="余额支付" onClose={onClose} footer={footer}>
      {failed ? <p className="pk-danger-text">支付信息加载失败</p> : null}
      {!info && !failed ? <p className="pk-muted">加载中...</p> : null}
      {info && !results ? (
        <dl className="pk-pay-facts">
          <dt>订单数</dt>
          <dd>{info.orders.length} 个</dd>
          <dt>应付金额</dt>
          <dd className="pk-price" data-testid="pay-total">
            ¥{info.total}
          </dd>
          <dt>账户余额</dt>
          <dd data-testid="pay-balance">¥{info.balance}</dd>
          {!info.enough ? (
            <>
              <dt>还差</dt>
              <dd className="pk-danger-text">¥{info.shortfall}（余额不足，请先充值）</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {info && info.refused.length > 0 && !results ? (
        <ul className="pk-pay-refused">
          {info.refused.map((refusal) => (
            <li key={refusal.order_id} className="pk-warning-text">
              {refusal.order_no}：{refusal.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {results ? (
        <div role="status">
          <p>
            已支付 {paidCount} 个订单
            {paidCount < results.length ? `，${results.length - paidCount} 个未支付` : ''}。
          </p>
          <ul className="pk-pay-refused">
            {results
              .filter((result) => !result.paid)
              .map((result) => (
                <li key={result.order_id} className="pk-danger-text">
                  {info?.orders.find((order) => order.id === result.order_id)?.order_no ??
                    result.order_id}
                  ：{result.msg}
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </Dialog>
  );
}
