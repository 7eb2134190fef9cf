import { products } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { useRemote } from '../../components/use-remote.js';

/** The reseller's price of one colour × size (GET …/getPurchaseRule/{id}); idle until both are chosen. */
export function usePurchaseRule(productId: number, colorId: number | null, sizeId: number | null) {
  return useRemote(
    () =>
      colorId && sizeId
        ? products.getPurchaseRule(
            client,
            productId,
            { color_id: colorId, size_id: sizeId },
            { silent: true },
          )
        : Promise.resolve(null),
    `${productId}:${colorId}:${sizeId}`,
  );
}
