import { mountCart, type CartProps } from '@podkit/workbench-widgets';
import type { EmbedHost, EmbedWidget } from '../runtime/host';
import { listAttribute, mountEmbed } from '../runtime/mount-embed';

/** Without an `operates` attribute the embedded cart allows what the reseller may do. */
const CART_OPERATES = ['edit', 'delete', 'checkout'];

function readProps(element: HTMLElement): Pick<CartProps, 'operates'> {
  return { operates: listAttribute(element, 'operates') ?? CART_OPERATES };
}

/**
 * <podkit-cart operates="edit,delete,checkout">: the reseller's cart. Checkout sends
 * `podkit:checkout` with the checked line ids (the partner page takes the reseller on from
 * there); every load and change sends `podkit:cart` with the totals.
 */
export function mount(element: HTMLElement, host: EmbedHost): EmbedWidget {
  return mountEmbed(element, host, ({ client, theme, emit }) => {
    const widget = mountCart(element, {
      ...readProps(element),
      client,
      theme,
      onCheckout: (itemIds) => emit('checkout', { itemIds }),
      onSummary: (summary) => emit('cart', summary),
    });
    return {
      update: () => widget.update(readProps(element)),
      unmount: () => widget.unmount(),
    };
  });
}
