import type { ReactNode } from 'react';
import type { OrderDetail, OrderPrintFile } from '@podkit/sdk-core';
import type { OrderAfterSale } from './OrderTable';
import { useOrderTime } from './order-time';

const PRINT_FILE_STATUS: Record<OrderPrintFile['status'], string> = {
  pending: '生成中',
  ready: '已生成',
  failed: '生成失败',
};

const ACTOR: Record<string, string> = { reseller: '我', operator: '平台', system: '系统' };

/** An opened order: items with mockups and print files, the address, and what happened when. */
export function OrderDetailView({
  detail,
  links = [],
  afterSales = [],
  packaging = null,
}: {
  detail: OrderDetail;
  links?: ReadonlyArray<{ label: string; onOpen: () => void }>;
  afterSales?: ReadonlyArray<OrderAfterSale>;
  /** The packaging picker, for an unpaid order the user may edit. */
  packaging?: ReactNode;
}) {
  const orderTime = useOrderTime();
  const address = detail.address;
  return (
    <div className="pk-order-detail">
      <ul className="pk-order-items" aria-label="订单商品">
        {detail.items.map((item) => (
          <li key={item.id} className="pk-order-item">
            <span className="pk-thumb">
              {item.image_url ? (
                <img
                  src={item.image_url}
                  alt={item.mockup_url ? `${item.name} 效果图` : item.name}
                />
              ) : (
                '无图'
              )}
            </span>
            <span className="pk-order-item-text">
              <span>{item.name}</span>
              <span className="pk-muted pk-small-text">{item.sku_text}</span>
              <span className="pk-small-text">
                ¥{item.unit_price} × {item.quantity} = <strong>¥{item.amount}</strong>
              </span>
              {item.print_files.length > 0 ? (
                <span className="pk-print-files">
                  印刷文件：
                  {item.print_files.map((file) =>
                    file.status === 'ready' && file.url ? (
                      <a key={file.view_id} href={file.url} target="_blank" rel="noreferrer">
                        {file.view_name}
                      </a>
                    ) : (
                      <span
                        key={file.view_id}
                        className={file.status === 'failed' ? 'pk-danger-text' : 'pk-muted'}
                      >
                        {file.view_name}（{PRINT_FILE_STATUS[file.status]}）
                      </span>
                    ),
                  )}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <div className="pk-order-facts">
        <p>
          <span className="pk-muted">收货地址：</span>
          {address.recipient_name} {address.phone}，
          {[address.country_code, address.province, address.city, address.district]
            .filter(Boolean)
            .join(' ')}{' '}
          {address.address1} {address.address2} {address.postcode}
        </p>
        <p>
          <span className="pk-muted">费用：</span>商品 ¥{detail.goods_amount} + 运费 ¥
          {detail.shipping_fee}
          {detail.packaging_fee !== '0.00'
            ? ` + 包装费 ¥${detail.packaging_fee}（${detail.packaging_name}）`
            : ''}
          {detail.discount !== '0.00' ? ` − 优惠 ¥${detail.discount}` : ''} = ¥{detail.total}
          {detail.refund_amount !== '0.00' ? `（已退款 ¥${detail.refund_amount}）` : ''}
        </p>
        {packaging}
        {detail.tracking_number ? (
          <p>
            <span className="pk-muted">物流单号：</span>
            {detail.carrier} {detail.tracking_number}
          </p>
        ) : null}
        {links.length > 0 ? (
          <p className="pk-order-links">
            {links.map((link) => (
              <button
                key={link.label}
                type="button"
                className="pk-link-button"
                onClick={link.onOpen}
              >
                {link.label}
              </button>
            ))}
          </p>
        ) : null}
        {afterSales.length > 0 ? (
          <ul className="pk-order-after-sales" aria-label="售后记录">
            {afterSales.map((record) => (
              <li key={record.key}>
                <span className="pk-muted">{record.kind}</span>{' '}
                <button type="button" className="pk-link-button" onClick={record.onOpen}>
                  {record.number}
                </button>{' '}
                <span className="pk-tag">{record.status}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <ol className="pk-order-events" aria-label="订单记录">
          {detail.events.map((event) => (
            <li key={event.id}>
              <span className="pk-muted">{orderTime(event.created_at)}</span> {event.event_label}
              <span className="pk-muted">（{ACTOR[event.actor_kind] ?? event.actor_kind}）</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
