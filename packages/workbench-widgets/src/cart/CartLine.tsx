import { useState } from 'react';
import type { CartItem, CartItemCheck } from '@podkit/sdk-core';
import { QuantityStepper } from './QuantityStepper';

export interface CartLineProps {
  item: CartItem;
  selected: boolean;
  /** The last checkCartItems answer for this line when it was not ok. */
  check: CartItemCheck | undefined;
  busy: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onToggle: (on: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line; removing asks once more on the line itself. */
export function CartLine(props: CartLineProps) {
  const { item, selected, check, busy, canEdit, canDelete } = props;
  const [confirming, setConfirming] = useState(false);
  const reason = check?.reason || (item.available ? '' : item.reason);
  const thumbnail = item.image_url;
  const tone = check?.status === 'price_changed' ? 'warning' : 'danger';

  return (
    <li
      className="pk-cart-line"
      aria-label={item.name}
      data-available={item.available ? 'true' : 'false'}
    >
      <span className="pk-cart-check">
        <input
          type="checkbox"
          className="pk-checkbox"
          aria-label={`选择 ${item.name}`}
          checked={selected}
          disabled={!item.available}
          onChange={(event) => props.onToggle(event.target.checked)}
        />
      </span>
      <span className="pk-cart-product">
        <span className="pk-thumb">
          {thumbnail ? <img src={thumbnail} alt="" loading="lazy" /> : '无图'}
        </span>
        <span className="pk-cart-text">
          <span className="pk-cart-name">{item.name}</span>
          {item.sku_text ? <span className="pk-muted pk-cart-sku">{item.sku_text}</span> : null}
          {item.designed_product_id ? <span className="pk-tag">定制</span> : null}
          {reason ? (
            <span className={tone === 'warning' ? 'pk-warning-text' : 'pk-danger-text'}>
              {reason}
            </span>
          ) : null}
        </span>
      </span>
      <span className="pk-cart-unit">
        <span className="pk-cart-label">单价</span>¥{item.unit_price}
      </span>
      <span className="pk-cart-quantity">
        {canEdit ? (
          <QuantityStepper
            value={item.quantity}
            label={`${item.name} 的数量`}
            disabled={busy}
            onChange={props.onQuantity}
          />
        ) : (
          <span>× {item.quantity}</span>
        )}
      </span>
      <span className="pk-cart-amount pk-price">
        <span className="pk-cart-label">金额</span>¥{item.amount}
      </span>
      <span className="pk-cart-actions">
        {canDelete && !confirming ? (
          <button
            type="button"
            className="pk-link-button pk-link-danger"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            删除
          </button>
        ) : null}
        {canDelete && confirming ? (
          <>
            <button
              type="button"
              className="pk-link-button pk-link-danger"
              disabled={busy}
              onClick={props.onRemove}
            >
              确认删除
            </button>
            <button type="button" className="pk-link-button" onClick={() => setConfirming(false)}>
              取消
            </button>
          </>
        ) : null}
      </span>
    </li>
  );
}
