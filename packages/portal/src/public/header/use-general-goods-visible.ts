import { products } from '@podkit/sdk-core';
import { useStore } from '../../app/use-store.js';
import { client, tokenStore } from '../../sdk/client.js';
import { useRemote } from '../../components/use-remote.js';

/**
 * Whether the 通用商品 tab shows (spec 2): only when the ordinary-product list holds anything.
 * Asked quietly; a failed call hides the tab. Asked again when the visitor signs in or out,
 * because the list then comes from another path.
 */
export function useGeneralGoodsVisible(): boolean {
  const token = useStore(tokenStore.$token);
  const remote = useRemote(
    () => products.listOrdinary(client, { page: 1, page_size: 1 }, { silent: true }),
    Boolean(token),
  );
  return remote.state === 'done' && remote.data.total > 0;
}
