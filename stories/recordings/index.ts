import { emptyCart, fullCart } from './cart';
import { emptyGallery, manyMaterials } from './materials';
import { manyOrders, noOrders } from './orders';
import type { Recordings } from '../support/recorded-client';

/** Every recording set the stories use, checked against the server's OpenAPI schema. */
export const allRecordings: Record<string, Recordings> = {
  emptyGallery,
  manyMaterials,
  emptyCart,
  fullCart,
  noOrders,
  manyOrders,
};
