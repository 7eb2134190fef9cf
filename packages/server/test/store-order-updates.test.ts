import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/modules/orders/index.js';
import type { StoreOrder } from '../src/modules/stores/connectors/connector.js';
import { importContext, importStoreOrders } from '../src/modules/stores/order-import.js';
import { freshReseller } from './cart-fixtures.js';
import { testDbKind } from './harness.js';
import { shirtTestbed } from './support/designs.js';
import { authorisedStore, storeOrder } from './support/store-orders.js';

const bed = shirtTestbed();

async function importOnce(store: Awaited<ReturnType<typeof authorisedStore>>, order: StoreOrder) {
  const context = await importContext(bed.db, store);
  const result = await bed.db.transaction((tx) => importStoreOrders(tx, store, context, [order]));
  const [row] = await bed.db
    .select()
    .from(orders)
    .where(eq(orders.platformOrderId, order.platformOrderId));
  return { result, row: row! };
}

const LINE = { sku: 'SAME-SECOND', variantId: 'v1', title: 'Tee' };

describe(`store orders changed twice in one second, on ${testDbKind}`, () => {
  it('reads a cancellation that carries the same time as the copy already here', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'samesecond');
    const store = await authorisedStore(bed.db, bed.siteId, owner.user.id, 'SameSecond');
    const order = storeOrder([LINE]);
    order.updatedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    expect((await importOnce(store, order)).row.status).toBe('pending_payment');

    const again = await importOnce(store, order);
    expect(again.result.unchanged).toBe(1);

    const cancelled = await importOnce(store, { ...order, cancelled: true });
    expect(cancelled.row.status).toBe('cancelled');
  });

  it('takes a new address of the same second, and an older copy changes nothing', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'samesecondaddr');
    const store = await authorisedStore(bed.db, bed.siteId, owner.user.id, 'SameSecondAddr');
    const order = storeOrder([LINE]);
    order.updatedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await importOnce(store, order);

    const moved = { ...order, address: { ...order.address, address1: '9 Other St' } };
    expect((await importOnce(store, moved)).row.address.address1).toBe('9 Other St');

    const older = {
      ...order,
      updatedAt: new Date(order.updatedAt.getTime() - 1000),
      cancelled: true,
    };
    const stale = await importOnce(store, older);
    expect(stale.result.unchanged).toBe(1);
    expect(stale.row.status).toBe('pending_payment');
  });
});
