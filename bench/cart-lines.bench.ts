/**
 * The cart as resellers hold it: `GET /req/distribution/cartItem` in-process (`app.inject`, no
 * network), for the throughput bench's cart (3 lines of the demo T-shirt and a general good) and
 * for the same cart with two designed products added (a ready product each, its SKUs and a
 * mockup per view). Prints the statements one request sends (counted on the driver) and the CPU
 * one request costs in this process (median of 5 rounds after one of warm-up), the designed cart
 * as a ratio of the plain one timed in the same run. PGlite always; PostgreSQL too with
 * BENCH_DATABASE_URL.
 *
 * Options (env): BENCH_REQUESTS (1000 a round).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type * as Drizzle from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import type { Database, Db } from '../packages/server/src/db/client.js';
import { cartItems } from '../packages/server/src/modules/cart/schema.js';
import {
  basicProducts,
  blankColors,
  blankSizes,
  blankViews,
} from '../packages/server/src/modules/catalog/schema.js';
import { productMockups } from '../packages/server/src/modules/products/schema.js';
import { users } from '../packages/server/src/modules/users/schema.js';
import { DEMO_RESELLER } from '../packages/server/src/seed/demo.js';
import { signIn } from '../packages/server/test/support/accounts.js';
import { insertDesignedProduct } from '../packages/server/test/support/designed-rows.js';
import { statementsOf } from '../packages/server/test/support/statements-sent.js';
import { runOnBenchDatabases, type BenchRow } from './bench-db.js';
import { seedThroughputData } from './throughput-seed.js';

// drizzle-orm is the server package's dependency, not the root's.
const serverRequire = createRequire(new URL('../packages/server/package.json', import.meta.url));
const { eq } = serverRequire('drizzle-orm') as typeof Drizzle;

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CART = '/req/distribution/cartItem';

/** Two ready designed products of the demo reseller on the demo T-shirt, each a line in the cart. */
async function addDesignedLines(db: Db) {
  const [user] = await db.select().from(users).where(eq(users.username, DEMO_RESELLER.username));
  const [shirt] = await db.select().from(basicProducts).where(eq(basicProducts.code, 'TSHIRT-001'));
  const colors = await db.select().from(blankColors).where(eq(blankColors.productId, shirt!.id));
  const sizes = await db.select().from(blankSizes).where(eq(blankSizes.productId, shirt!.id));
  const views = await db.select().from(blankViews).where(eq(blankViews.productId, shirt!.id));
  for (const [k, size] of sizes.slice(0, 2).entries()) {
    const product = await insertDesignedProduct(db, {
      siteId: user!.siteId,
      userId: user!.id,
      name: `压测设计 ${k + 1}`,
      basicProductId: shirt!.id,
      status: 'ready',
      skus: sizes.slice(0, 2).map((one) => ({ colorId: colors[0]!.id, sizeId: one.id })),
    });
    await db.insert(productMockups).values(
      views.map((view) => ({
        productId: product.id,
        viewId: view.id,
        colorId: colors[0]!.id,
        fileKey: `bench/p${product.id}-v${view.id}.png`,
        status: 'ready' as const,
      })),
    );
    await db.insert(cartItems).values({
      siteId: user!.siteId,
      userId: user!.id,
      itemType: 'blank',
      basicProductId: shirt!.id,
      colorId: colors[0]!.id,
      sizeId: size.id,
      designedProductId: product.id,
      skuKey: `bench-designed-${k}`,
      quantity: 1,
      addedUnitPriceCents: 0,
    });
  }
}

/** Statements one request sends through the driver (the change-counter read left out). */
async function statementsPerRequest(db: Db, request: () => Promise<unknown>) {
  const sent = await statementsOf(db, request);
  return sent.filter((text) => !text.includes('"cache_versions"')).length;
}

/** CPU milliseconds of this process per request: the median of 5 rounds of REQUESTS, warmed up. */
async function cpuPerRequest(request: () => Promise<unknown>) {
  for (let i = 0; i < REQUESTS; i++) await request();
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) await request();
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / 1000 / REQUESTS);
  }
  return rounds.sort((a, b) => a - b)[2]!;
}

async function signedInCart(app: FastifyInstance) {
  const token = await signIn(app, DEMO_RESELLER.username, DEMO_RESELLER.password);
  return async () => {
    const answer = await app.inject({
      method: 'GET',
      url: CART,
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.statusCode !== 200) throw new Error(`cart answered ${answer.statusCode}`);
    return (answer.json() as { data: unknown[] }).data.length;
  };
}

async function run(label: string, database: Database): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-cart-'));
  try {
    await database.migrate();
    await seedThroughputData(database.db, dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const app = await buildApp({ db: database.db, config, logger: false });
    try {
      const cart = await signedInCart(app);
      const plainLines = await cart();
      const plainStatements = await statementsPerRequest(database.db, cart);
      const plainMs = await cpuPerRequest(cart);
      await addDesignedLines(database.db);
      const designedLines = await cart();
      const designedStatements = await statementsPerRequest(database.db, cart);
      const designedMs = await cpuPerRequest(cart);
      return [
        {
          name: `[${label}] cart of ${plainLines} lines: statements, CPU per request`,
          value: `${plainStatements}, ${plainMs.toFixed(2)} ms`,
        },
        {
          name: `[${label}] with 2 designed products (${designedLines} lines): statements, CPU`,
          value: `${designedStatements}, ${designedMs.toFixed(2)} ms = ${(designedMs / plainMs).toFixed(2)}× the plain cart`,
        },
      ];
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runOnBenchDatabases(run);
