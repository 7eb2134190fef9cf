import { mountCart, type CartProps } from '@podkit/workbench-widgets';
import { useNavigate } from 'react-router';
import { $cartTotal } from './cart-total.js';
import { useWidget } from './use-widget.js';

/** /main/cart: the cart widget; checkout goes on with the lines it let through. */
export default function CartPage() {
  const navigate = useNavigate();
  const host = useWidget<CartProps>(mountCart, {
    onCheckout: (ids) => navigate(`/main/cartCheckout?ids=${ids.join(',')}`),
    onSummary: (summary) => $cartTotal.set(summary.total_item_num),
  });
  return (
    <div>
      <h2 className="page-title">购物车</h2>
      <div ref={host} data-testid="cart-widget" />
    </div>
  );
}
