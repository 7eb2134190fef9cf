import { products } from '@podkit/sdk-core';
import { client } from '../../../sdk/client.js';
import { useRemote } from '../../../components/use-remote.js';

/** One general good by the id in the address; a malformed id fails like a missing one. */
export function useGoods(id: string, attempt: number) {
  return useRemote(
    () =>
      /^\d+$/.test(id)
        ? products.getOrdinary(client, id, { silent: true })
        : Promise.reject(new Error('商品编号不正确')),
    `${id}#${attempt}`,
  );
}
