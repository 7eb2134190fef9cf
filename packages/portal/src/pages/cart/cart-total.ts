import { cart } from '@podkit/sdk-core';
import { atom } from 'nanostores';
import { client } from '../../sdk/client.js';

/** The header's cart badge count; pages that change the cart set it. */
export const $cartTotal = atom(0);

/** Reads the cart total again (spec section 4: refreshed after load). */
export function refreshCartTotal(): Promise<void> {
  return cart.get(client, { silent: true }).then(
    (summary) => $cartTotal.set(summary.total_item_num),
    () => undefined,
  );
}
