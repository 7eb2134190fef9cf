import { useCallback, useEffect, useState } from 'react';
import {
  cart,
  type CartItem,
  type CartItemCheck,
  type CartSummary,
  type Client,
  resolveServerUrl,
} from '@podkit/sdk-core';
import { checkoutVerdict } from './checkout-check';
import { CartLine } from './CartLine';
import { sumYuan } from './money';

export interface CartProps {
  /** The sdk-core client of the host; every call goes through it. */
  client: Client;
  /**
   * Button names the reseller may use (the cart menu entry's operates: edit, delete, checkout).
   * Missing means read-only: the lines are shown but nothing can be changed.
   */
  operates?: readonly string[];
  /** Called with the checked line ids once checkCartItems lets them through. */
  onCheckout?: (itemIds: number[]) => void;
  /** Called after every load and change, so the host can update its cart badge. */
  onSummary?: (summary: CartSummary) => void;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; items: CartItem[]; summary: CartSummary };

/**
 * The cart: lines with thumbnail, name, colour / size, unit price, quantity and amount; select
 * lines, remove them, and check them again on the server before checkout.
 */
export function Cart({ client, operates, onCheckout, onSummary }: CartProps) {
  const can = useCallback((name: string) => operates?.includes(name) ?? false, [operates]);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [checks, setChecks] = useState<ReadonlyMap<number, CartItemCheck>>(new Map());
  const [pricesToConfirm, setPricesToConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([cart.listItems(client), cart.get(client)]).then(
      ([answered, summary]) => {
        if (!current) return;
        const items = answered.map((item) => ({
          ...item,
          image_url: item.image_url && resolveServerUrl(client.baseURL, item.image_url),
        }));
        setLoaded({ state: 'ready', items, summary });
        // Lines that can be ordered start checked; a reload keeps the reseller's choice.
        setSelected((before) => {
          const orderable = items.filter((item) => item.available).map((item) => item.id);
          if (reloads === 0) return new Set(orderable);
          return new Set(orderable.filter((id) => before.has(id)));
        });
        onSummary?.(summary);
      },
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
    // onSummary is a host callback; a new function identity must not reload the cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  const items = loaded.state === 'ready' ? loaded.items : [];
  const orderable = items.filter((item) => item.available);
  const chosen = orderable.filter((item) => selected.has(item.id));
  const chosenAmount = sumYuan(chosen.map((item) => item.amount));
  const chosenQuantity = chosen.reduce((sum, item) => sum + item.quantity, 0);
  const allChosen = orderable.length > 0 && chosen.length === orderable.length;

  function forgetCheck(id: number) {
    setChecks((before) => {
      if (!before.has(id)) return before;
      const next = new Map(before);
      next.delete(id);
      return next;
    });
    setPricesToConfirm(false);
  }

  async function changeQuantity(item: CartItem, quantity: number) {
    setBusy(true);
    try {
      await cart.updateItem(client, item.id, { quantity });
      forgetCheck(item.id);
      reload();
    } catch {
      // The client's notifier has told the reseller why; the line keeps its old quantity.
      reload();
    } finally {
      setBusy(false);
    }
  }

  async function remove(ids: number[]) {
    setBusy(true);
    try {
      for (const id of ids) await cart.removeItem(client, id);
    } catch {
      // Shown by the notifier; what was removed before the failure stays removed.
    } finally {
      setSelected((before) => new Set([...before].filter((id) => !ids.includes(id))));
      ids.forEach(forgetCheck);
      setBusy(false);
      reload();
    }
  }

  function toggle(id: number, on: boolean) {
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    setPricesToConfirm(false);
  }

  function toggleAll(on: boolean) {
    setSelected(on ? new Set(orderable.map((item) => item.id)) : new Set());
    setPricesToConfirm(false);
  }

  async function checkout() {
    const ids = chosen.map((item) => item.id);
    if (ids.length === 0) return;
    if (pricesToConfirm) {
      onCheckout?.(ids);
      return;
    }
    setBusy(true);
    try {
      const answers = await cart.checkItems(client, { item_ids: ids });
      const verdict = checkoutVerdict(answers);
      setChecks(new Map(answers.filter((a) => a.status !== 'ok').map((a) => [a.id, a])));
      if (verdict.kind === 'go') onCheckout?.(ids);
      else if (verdict.kind === 'confirm-prices') {
        setPricesToConfirm(true);
        reload();
      } else reload();
    } catch {
      // Shown by the notifier.
    } finally {
      setBusy(false);
    }
  }

  if (loaded.state === 'loading') {
    return (
      <div className="pk-shop pk-cart">
        <p className="pk-empty">加载中...</p>
      </div>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div className="pk-shop pk-cart">
        <p className="pk-empty">
          购物车加载失败。
          <button type="button" className="pk-link-button" onClick={reload}>
            重试
          </button>
        </p>
      </div>
    );
  }

  const blockedCount = [...checks.values()].filter((c) => c.status !== 'price_changed').length;

  return (
    <div className="pk-shop pk-cart">
      {items.length === 0 ? (
        <p className="pk-empty">购物车是空的，去商品库挑选商品吧。</p>
      ) : (
        <>
          <div className="pk-cart-head" aria-hidden="true">
            <span />
            <span>商品</span>
            <span>单价（元）</span>
            <span>数量</span>
            <span>金额（元）</span>
            <span>操作</span>
          </div>
          <ul className="pk-cart-lines" aria-label="购物车商品">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                selected={selected.has(item.id)}
                check={checks.get(item.id)}
                busy={busy}
                canEdit={can('edit')}
                canDelete={can('delete')}
                onToggle={(on) => toggle(item.id, on)}
                onQuantity={(quantity) => void changeQuantity(item, quantity)}
                onRemove={() => void remove([item.id])}
              />
            ))}
          </ul>
        </>
      )}
      {checks.size > 0 ? (
        <p className="pk-cart-alert" role="alert">
          {blockedCount > 0
            ? `有 ${blockedCount} 件商品现在无法下单，请按每行的原因处理后再结算。`
            : '部分商品价格已变动，确认按现价结算请再次点击“按现价结算”。'}
        </p>
      ) : null}
      <div className="pk-cart-foot">
        <label className="pk-cart-all">
          <input
            type="checkbox"
            className="pk-checkbox"
            checked={allChosen}
            disabled={orderable.length === 0}
            onChange={(event) => toggleAll(event.target.checked)}
          />
          全选
        </label>
        {can('delete') ? (
          <button
            type="button"
            className="pk-link-button pk-link-danger"
            disabled={busy || chosen.length === 0}
            onClick={() => void remove(chosen.map((item) => item.id))}
          >
            删除选中
          </button>
        ) : null}
        <span className="pk-cart-count">
          共 <strong data-testid="cart-total-num">{loaded.summary.total_item_num}</strong> 件，已选{' '}
          <strong data-testid="cart-chosen-num">{chosenQuantity}</strong> 件
        </span>
        <span className="pk-cart-total">
          合计：
          <span className="pk-price" data-testid="cart-chosen-amount">
            ¥{chosenAmount}
          </span>
        </span>
        {can('checkout') ? (
          <button
            type="button"
            className="pk-button pk-primary"
            disabled={busy || chosen.length === 0}
            onClick={() => void checkout()}
          >
            {pricesToConfirm ? '按现价结算' : '去结算'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
