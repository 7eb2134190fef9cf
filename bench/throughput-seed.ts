/**
 * What the throughput bench's reseller has before the server starts: the demo site and catalogue
 * (seedDemo), a general good, a shipping method, an address, 5 lines in the cart (3 of the demo
 * T-shirt, 2 of the good) and 40 unpaid orders — written with the functions the routes call.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as Drizzle from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/client.js';
import { loadConfig } from '../packages/server/src/config.js';
import { userAddresses } from '../packages/server/src/modules/addresses/schema.js';
import { addCartItems } from '../packages/server/src/modules/cart/cart-service.js';
import { logisticsMethods } from '../packages/server/src/modules/cart/schema.js';
import {
  basicProducts,
  blankColors,
  blankSizes,
} from '../packages/server/src/modules/catalog/schema.js';
import { goods } from '../packages/server/src/modules/goods/schema.js';
import { createOrderFromCart } from '../packages/server/src/modules/orders/order-create.js';
import { users } from '../packages/server/src/modules/users/schema.js';
import { DEMO_RESELLER, seedDemo } from '../packages/server/src/seed/demo.js';
import { createStorage } from '../packages/server/src/storage/index.js';

// drizzle-orm is the server package's dependency, not the root's.
const serverRequire = createRequire(new URL('../packages/server/package.json', import.meta.url));
const { and, eq } = serverRequire('drizzle-orm') as typeof Drizzle;

export const BENCH_ORDERS = 40;

export async function seedThroughputData(db: Db, dataDir: string): Promise<void> {
  await seedDemo(db, { storage: createStorage(loadConfig({ DATA_DIR: dataDir })) });
  const [user] = await db.select().from(users).where(eq(users.username, DEMO_RESELLER.username));
  if (!user) throw new Error('demo reseller missing after seedDemo');
  const siteId = user.siteId;
  const [good] = await db
    .insert(goods)
    .values({ siteId, name: '压测马克杯', priceCents: 2990, stock: 1_000_000, isPublished: 1 })
    .returning({ id: goods.id });
  const [method] = await db
    .insert(logisticsMethods)
    .values({ siteId, name: '压测快递', firstFeeCents: 1500, additionalFeeCents: 500 })
    .returning({ id: logisticsMethods.id });
  const [address] = await db
    .insert(userAddresses)
    .values({
      siteId,
      userId: user.id,
      recipientName: '张三',
      phone: '13800138000',
      countryCode: 'CN',
      province: '广东省',
      city: '深圳市',
      address1: '科技园 1 号',
      isDefault: true,
    })
    .returning({ id: userAddresses.id });

  for (let i = 0; i < BENCH_ORDERS; i++) {
    const [lineId] = await addCartItems(db, user, [{ goods_id: good!.id, quantity: 1 + (i % 3) }]);
    await createOrderFromCart(db, user, {
      item_ids: [lineId!],
      address_id: address!.id,
      logistics_id: method!.id,
      idempotency_key: `bench-seed-${i}-${randomBytes(4).toString('hex')}`,
    });
  }

  const [shirt] = await db
    .select()
    .from(basicProducts)
    .where(and(eq(basicProducts.siteId, siteId), eq(basicProducts.code, 'TSHIRT-001')));
  if (!shirt) throw new Error('demo T-shirt missing');
  const colors = await db.select().from(blankColors).where(eq(blankColors.productId, shirt.id));
  const sizes = await db.select().from(blankSizes).where(eq(blankSizes.productId, shirt.id));
  await addCartItems(db, user, [
    ...sizes.slice(0, 3).map((size) => ({
      basic_product_id: shirt.id,
      color_id: colors[0]!.id,
      size_id: size.id,
      quantity: 2,
    })),
    { goods_id: good!.id, quantity: 1 },
    { goods_id: good!.id, quantity: 4 },
  ]);
}
