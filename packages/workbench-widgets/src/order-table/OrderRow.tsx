import { useEffect, useState } from 'react';
import {
  orders as ordersApi,
  resolveServerUrl,
  type Client,
  type Order,
  type OrderDetail,
} from '@podkit/sdk-core';
import { OrderDetailView } from './OrderDetailView';
import { PackagingPicker } from './PackagingPicker';
import type { OrderAfterSale, OrderLink } from './OrderTable';
import { statusTone } from './order-labels';
import { useOrderTime } from './order-time';
import { Icon } from '@podkit/widget-kit';

export interface OrderRowProps {
  client: Client;
  order: Order;
  selected: boolean;
  expanded: boolean;
  selectable: boolean;
  canPay: boolean;
  canCancel: boolean;
  /** May change an unpaid order's packaging (operate 'edit'). */
  canEditPackaging?: boolean;
  /** The order's total changed (its packaging): the host lists it again. */
  onChanged?: () => void;
  onSelect: (on: boolean) => void;
  onExpand: (on: boolean) => void;
  onPay: () => void;
  onCancel: () => void;
  links?: ReadonlyArray<OrderLink>;
  loadAfterSales?: (order: Order) => Promise<OrderAfterSale[]>;
}

/** One order as a table body: its row, and when opened, its items and history below it. */
export function OrderRow(props: OrderRowProps) {
  const { client, order, expanded } = props;
  const orderTime = useOrderTime();
  const [detail, setDetail] = useState<OrderDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [afterSales, setAfterSales] = useState<OrderAfterSale[]>([]);
  const pending = order.status === 'pending_payment';
  const detailId = `pk-order-detail-${order.id}`;

  useEffect(() => {
    if (!expanded) return;
    let current = true;
    setFailed(false);
    ordersApi.getOrder(client, order.id).then(
      (answer) => current && setDetail(withServerUrls(client.baseURL, answer)),
      () => current && setFailed(true),
    );
    props.loadAfterSales?.(order).then(
      (records) => current && setAfterSales(records),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // A changed status (after pay or cancel) reloads the open detail.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, order.id, order.status, expanded]);

  return (
    <tbody className="pk-order" aria-label={`订单 ${order.order_no}`}>
      <tr className="pk-order-row">
        <td className="pk-col-check">
          {props.selectable ? (
            <input
              type="checkbox"
              className="pk-checkbox"
              aria-label={`选择订单 ${order.order_no}`}
              checked={props.selected}
              onChange={(event) => props.onSelect(event.target.checked)}
            />
          ) : null}
        </td>
        <td className="pk-col-order">
          <button
            type="button"
            className="pk-expand"
            aria-expanded={expanded}
            aria-controls={detailId}
            aria-label={expanded ? `收起订单 ${order.order_no}` : `展开订单 ${order.order_no}`}
            onClick={() => props.onExpand(!expanded)}
          >
            <Icon name={expanded ? 'caretDown' : 'caretRight'} />
          </button>
          <span className="pk-order-no">{order.order_no}</span>
          <span className="pk-muted pk-small-text">{orderTime(order.created_at)}</span>
          <span className="pk-muted pk-small-text">
            {order.platform_name || '本站下单'}
            {order.store_name ? ` · ${order.store_name}` : ''}
            {order.kind === 'fba' ? ` · FBA ${order.fba_shipment_id}` : ''}
          </span>
        </td>
        <td data-label="收件人">
          {order.address.recipient_name}
          <span className="pk-muted pk-small-text">
            {[order.address.country_code, order.address.province, order.address.city]
              .filter(Boolean)
              .join(' ')}
          </span>
        </td>
        <td data-label="商品">{order.item_num} 件</td>
        <td data-label="金额">
          <span className="pk-price">¥{order.total}</span>
          {order.discount !== '0.00' ? (
            <span className="pk-muted pk-small-text">优惠 ¥{order.discount}</span>
          ) : null}
        </td>
        <td data-label="状态">
          <span className="pk-tag" data-tone={statusTone(order.status)}>
            {order.status_label}
          </span>
          {order.from_stock ? (
            <span className="pk-tag" data-tone="success">
              库存发货
            </span>
          ) : null}
          {order.hold_reason_label ? (
            <span className="pk-warning-text pk-small-text">{order.hold_reason_label}</span>
          ) : null}
        </td>
        <td data-label="物流">
          {order.logistics_name}
          {order.tracking_number ? (
            <span className="pk-small-text">
              {order.carrier} {order.tracking_number}
            </span>
          ) : null}
        </td>
        <td className="pk-col-actions">
          {pending && props.canPay ? (
            <button type="button" className="pk-link-button" onClick={props.onPay}>
              付款
            </button>
          ) : null}
          {pending && props.canCancel ? (
            <button
              type="button"
              className="pk-link-button pk-link-danger"
              onClick={props.onCancel}
            >
              取消
            </button>
          ) : null}
          <button
            type="button"
            className="pk-link-button"
            onClick={() => props.onExpand(!expanded)}
          >
            {expanded ? '收起' : '详情'}
          </button>
        </td>
      </tr>
      {expanded ? (
        <tr className="pk-order-detail-row" id={detailId}>
          <td colSpan={8}>
            {failed ? (
              <p className="pk-danger-text">订单详情加载失败</p>
            ) : detail ? (
              <OrderDetailView
                detail={detail}
                links={(props.links ?? [])
                  .filter((link) => link.when?.(order) ?? true)
                  .map((link) => ({ label: link.label, onOpen: () => link.onOpen(order) }))}
                afterSales={afterSales}
                packaging={
                  pending && props.canEditPackaging ? (
                    <PackagingPicker
                      client={client}
                      detail={detail}
                      onChanged={(next) => {
                        setDetail(withServerUrls(client.baseURL, next));
                        props.onChanged?.();
                      }}
                    />
                  ) : null
                }
              />
            ) : (
              <p className="pk-muted">加载中...</p>
            )}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

/** Pictures and print files of an order, loadable on a partner's page too. */
function withServerUrls(baseURL: string, detail: OrderDetail): OrderDetail {
  const url = (src: string | null) => src && resolveServerUrl(baseURL, src);
  return {
    ...detail,
    items: detail.items.map((item) => ({
      ...item,
      image_url: url(item.image_url),
      mockup_url: url(item.mockup_url),
      print_files: item.print_files.map((file) => ({ ...file, url: url(file.url) })),
    })),
  };
}
