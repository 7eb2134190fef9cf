/**
 * Catalogue reads (blanks, their colours, sizes, pictures, privilege prices, levels, sub-site
 * markups) and role grants are kept in each server's memory under the `catalog` and `grants`
 * change counters (cache/README.md). Two server instances on one database — on PostgreSQL each
 * with its own pool, as two processes would have; on PGlite sharing the one process's database —
 * must both see a change made through the other at once: the next request after it, with no wait.
 */
import type { CartItem } from '@podkit/sdk-core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import {
  basicProducts,
  blankColors,
  blankSizes,
  privilegePrices,
} from '../src/modules/catalog/schema.js';
import { menus, roleMenus, roles } from '../src/modules/menu/schema.js';
import { groups } from '../src/modules/users/schema.js';
import { demoShirt, freshReseller } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { callApi } from './support/api.js';
import { statementsOf } from './support/statements-sent.js';

let server: TestServer;
/** The second instance: its own app, its own caches, on PostgreSQL its own connections. */
let other: FastifyInstance;
let otherDatabase: Database | null = null;
let db: Db;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  if (server.databaseUrl) otherDatabase = await openDatabase({ databaseUrl: server.databaseUrl });
  other = await buildApp({ db: otherDatabase?.db ?? db, config: server.config, logger: false });
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await other?.close();
  await otherDatabase?.close();
  await server?.close();
});

/** A statement that reads one of the cached tables as its own (the cart's line statement only
 * joins blank views inside a designed product's mockup pick, which is not a cached read). */
const CATALOGUE_TABLES =
  /from "(basic_products|blank_colors|blank_sizes|blank_views|blank_images|blank_privilege_prices|blank_categories|groups|sub_sites|sub_site_customers|sub_site_markups|roles|role_menus|menus)"/;

/** A fresh reseller with one demo T-shirt line in the cart (added on the first instance). */
async function resellerWithShirt(prefix: string) {
  const reseller = await freshReseller(server.app, db, siteId, prefix);
  const { shirt, colors, sizes } = await demoShirt(db, siteId);
  const sku = { basic_product_id: shirt.id, color_id: colors[0]!.id, size_id: sizes[0]!.id };
  const added = await reseller.call<CartItem>('POST', '/distribution/cartItem', {
    ...sku,
    quantity: 1,
  });
  expect(added.status_code).toBe(200);
  const cartOnOther = async () => {
    const answer = await callApi<CartItem[]>(other, 'GET', '/req/distribution/cartItem', {
      token: reseller.token,
    });
    expect(answer.http).toBe(200);
    return answer.data[0]!;
  };
  // Asked twice: the second answer comes from the other instance's memory.
  await cartOnOther();
  return {
    reseller,
    shirt,
    color: colors[0]!,
    size: sizes[0]!,
    line: await cartOnOther(),
    cartOnOther,
  };
}

describe(`cached catalogue and grants, two instances on ${testDbKind}`, () => {
  it('prices a cart from memory: no catalogue or grants statement once cached', async () => {
    const { reseller } = await resellerWithShirt('cat_hit');
    const sent = await statementsOf(otherDatabase?.db ?? db, () =>
      callApi(other, 'GET', '/req/distribution/cartItem', { token: reseller.token }),
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((text) => CATALOGUE_TABLES.test(text))).toEqual([]);
  });

  it('reads the catalogue from the database in a request that writes', async () => {
    const { reseller, shirt, color, size } = await resellerWithShirt('cat_write');
    const sent = await statementsOf(otherDatabase?.db ?? db, () =>
      callApi(other, 'POST', '/req/distribution/cartItem', {
        token: reseller.token,
        payload: { basic_product_id: shirt.id, color_id: color.id, size_id: size.id, quantity: 1 },
      }),
    );
    expect(sent.some((text) => /"blank_colors"/.test(text))).toBe(true);
  });

  it('shows a colour renamed and a size surcharge changed on one instance in the other’s cart at once', async () => {
    const { color, size, line, cartOnOther } = await resellerWithShirt('cat_parts');
    expect(line.sku_text).toBe(`${color.name} / ${size.name}`);
    try {
      await db.update(blankColors).set({ name: '改名的颜色' }).where(eq(blankColors.id, color.id));
      expect((await cartOnOther()).sku_text).toBe(`改名的颜色 / ${size.name}`);
      await db
        .update(blankSizes)
        .set({ surchargeCents: size.surchargeCents + 10_000 })
        .where(eq(blankSizes.id, size.id));
      expect(Number((await cartOnOther()).unit_price)).toBeGreaterThan(Number(line.unit_price));
    } finally {
      await db.update(blankColors).set({ name: color.name }).where(eq(blankColors.id, color.id));
      await db
        .update(blankSizes)
        .set({ surchargeCents: size.surchargeCents })
        .where(eq(blankSizes.id, size.id));
    }
    expect(await cartOnOther()).toEqual(line);
  });

  it('prices by a privilege rule changed on one instance at once', async () => {
    const { shirt, line, cartOnOther } = await resellerWithShirt('cat_rule');
    const levels = await db
      .select()
      .from(groups)
      .where(eq(groups.siteId, siteId))
      .orderBy(groups.thresholdCents);
    const entry = levels[0]!;
    const [rule] = await db
      .select()
      .from(privilegePrices)
      .where(and(eq(privilegePrices.productId, shirt.id), eq(privilegePrices.groupId, entry.id)));
    expect(rule?.mode).toBe('percent');
    try {
      await db
        .update(privilegePrices)
        .set({ discountBasisPoints: 5_000 })
        .where(and(eq(privilegePrices.productId, shirt.id), eq(privilegePrices.groupId, entry.id)));
      const halved = await cartOnOther();
      expect(halved.unit_price).not.toBe(line.unit_price);
      const base = shirt.basePriceCents + (await demoShirt(db, siteId)).sizes[0]!.surchargeCents;
      expect(halved.unit_price).toBe((Math.trunc((base * 5_000) / 10_000) / 100).toFixed(2));
    } finally {
      await db
        .update(privilegePrices)
        .set({ discountBasisPoints: rule!.discountBasisPoints })
        .where(and(eq(privilegePrices.productId, shirt.id), eq(privilegePrices.groupId, entry.id)));
    }
    expect((await cartOnOther()).unit_price).toBe(line.unit_price);
  });

  it('shows a blank taken off sale on one instance as 商品已下架 on the other at once', async () => {
    const { shirt, cartOnOther } = await resellerWithShirt('cat_off');
    try {
      await db.update(basicProducts).set({ status: 0 }).where(eq(basicProducts.id, shirt.id));
      expect(await cartOnOther()).toMatchObject({ available: false, reason: '商品已下架' });
    } finally {
      await db.update(basicProducts).set({ status: 1 }).where(eq(basicProducts.id, shirt.id));
    }
    expect((await cartOnOther()).available).toBe(true);
  });

  it('refuses a screen on the other instance as soon as the role loses it, and grants it again', async () => {
    const { reseller } = await resellerWithShirt('cat_grant');
    const statistics = async () =>
      (
        await callApi(other, 'GET', '/req/distribution/order/statistics', {
          token: reseller.token,
        })
      ).http;
    expect(await statistics()).toBe(200);
    expect(await statistics()).toBe(200);
    const [role] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.siteId, siteId), eq(roles.code, 'reseller')));
    const [menu] = await db.select().from(menus).where(eq(menus.component, 'orderStatistics'));
    const where = and(eq(roleMenus.roleId, role!.id), eq(roleMenus.menuId, menu!.id));
    const [grant] = await db.select().from(roleMenus).where(where);
    expect(grant).toBeDefined();
    await db.delete(roleMenus).where(where);
    try {
      expect(await statistics()).toBe(403);
    } finally {
      await db.insert(roleMenus).values(grant!);
    }
    expect(await statistics()).toBe(200);
  });
});
