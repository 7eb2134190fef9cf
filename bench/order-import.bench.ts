/**
 * Spreadsheet order import at scale: a 10,000-row xlsx (about 4,000 orders of 1–4 lines, general
 * goods and designed-product SKUs, 2 % bad rows) imported by the import job's own function
 * (read, check every row, resolve SKUs, write orders in batches, build the error file), timed per
 * phase. PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database is
 * created there and dropped afterwards). A second import of the same file measures the
 * idempotent re-run (nothing is ordered twice).
 *
 * Run from the repo root: pnpm bench:import
 * Options (env): BENCH_ROWS (default 10000).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';
import type * as Drizzle from 'drizzle-orm';
import { openDatabase, type Database } from '../packages/server/src/db/client.js';
import { onBenchPostgres, printBenchTable, type BenchRow } from './bench-db.js';
import { hashPassword } from '../packages/server/src/modules/auth/password.js';
import {
  basicProducts,
  blankColors,
  blankSizes,
} from '../packages/server/src/modules/catalog/schema.js';
import { goods, goodsSkus } from '../packages/server/src/modules/goods/schema.js';
import { systemRoleId } from '../packages/server/src/modules/menu/roles.js';
import { standardColumns } from '../packages/server/src/modules/order-import/columns.js';
import { runOrderImport } from '../packages/server/src/modules/order-import/import-job.js';
import { orderImports } from '../packages/server/src/modules/order-import/schema.js';
import {
  readSheet,
  sniffSheetFormat,
} from '../packages/server/src/modules/order-import/sheet-read.js';
import {
  designedProductSkus,
  designedProducts,
} from '../packages/server/src/modules/products/schema.js';
import { sites } from '../packages/server/src/modules/sites/schema.js';
import { users } from '../packages/server/src/modules/users/schema.js';
import { seedDemo } from '../packages/server/src/seed/demo.js';
import { createStorage } from '../packages/server/src/storage/index.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);

// exceljs and drizzle-orm are the server's dependencies, not the workspace root's: load them there.
const serverRequire = createRequire(new URL('../packages/server/package.json', import.meta.url));
const ExcelJS = serverRequire('exceljs') as typeof ExcelJSModule;
const { and, eq } = serverRequire('drizzle-orm') as typeof Drizzle;

/** A repeatable pseudo-random sequence (so every run builds the same file). */
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const countries = ['US', 'GB', 'DE', 'FR', 'CA', 'AU', 'JP'];

async function buildFile(skus: string[]): Promise<Buffer> {
  const random = sequence(42);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('订单');
  sheet.addRow(standardColumns.map((c) => c.title));
  sheet.addRow(standardColumns.map((c) => c.key));
  let order = 0;
  for (let written = 0; written < ROWS;) {
    order += 1;
    const lines = Math.min(1 + Math.floor(random() * 4), ROWS - written);
    for (let line = 0; line < lines; line++, written++) {
      const bad = random() < 0.02;
      const values: Record<string, string> = {
        order_no: `B-${order}`,
        sku: bad ? `MISSING-${written}` : skus[Math.floor(random() * skus.length)]!,
        quantity: String(1 + Math.floor(random() * 3)),
        unit_price: (5 + random() * 40).toFixed(2),
        personalisation: random() < 0.2 ? `Name ${order}` : '',
      };
      if (line === 0)
        Object.assign(values, {
          recipient_name: `Buyer ${order}`,
          address1: `${order} Market Street`,
          city: 'Springfield',
          province: 'IL',
          postcode: String(10000 + (order % 89999)),
          country_code: countries[order % countries.length]!,
          phone: '+1 217 555 0100',
          email: `buyer${order}@example.com`,
        });
      sheet.addRow(standardColumns.map((c) => values[c.key] ?? ''));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function run(label: string, database: Database): Promise<BenchRow[]> {
  const db = database.db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-import-'));
  const storage = createStorage({ dataDir, publicUrl: '' });
  try {
    await database.migrate();
    await seedDemo(db, { storage });
    const [site] = await db.select().from(sites).where(eq(sites.isDefault, true));
    const [user] = await db
      .insert(users)
      .values({
        siteId: site!.id,
        username: 'bench_importer',
        passwordHash: await hashPassword('bench123456'),
        role: 'reseller',
        roleId: await systemRoleId(db, site!.id, 'reseller'),
      })
      .returning();
    // Stock enough for every line: the import checks stock as the cart does.
    const goodsRows = await db.select().from(goods).where(eq(goods.siteId, site!.id));
    await db
      .update(goods)
      .set({ stock: 1_000_000, isPublished: 1 })
      .where(eq(goods.siteId, site!.id));
    const skuRows = await db.select().from(goodsSkus);
    await db.update(goodsSkus).set({ stock: 1_000_000 });
    const goodsCodes = skuRows
      .filter((s) => s.code && goodsRows.some((g) => g.id === s.goodsId))
      .map((s) => s.code);
    const [blank] = await db
      .select()
      .from(basicProducts)
      .where(and(eq(basicProducts.siteId, site!.id), eq(basicProducts.status, 1)))
      .limit(1);
    const colors = await db.select().from(blankColors).where(eq(blankColors.productId, blank!.id));
    const sizes = await db.select().from(blankSizes).where(eq(blankSizes.productId, blank!.id));
    const [product] = await db
      .insert(designedProducts)
      .values({
        siteId: site!.id,
        userId: user!.id,
        name: 'bench design',
        basicProductId: blank!.id,
        document: {},
        schemaVersion: 1,
        status: 'ready',
      })
      .returning();
    const designed = colors.slice(0, 3).flatMap((color) =>
      sizes.slice(0, 3).map((size) => ({
        productId: product!.id,
        colorId: color.id,
        sizeId: size.id,
        sku: `BENCH-${color.id}-${size.id}`,
        purchasePriceCents: 3000,
      })),
    );
    await db.insert(designedProductSkus).values(designed);

    const file = await buildFile([...goodsCodes.slice(0, 20), ...designed.map((d) => d.sku)]);
    const fileKey = `bench/${randomBytes(6).toString('hex')}.xlsx`;
    await storage.put(fileKey, file, { contentType: 'application/octet-stream' });

    let start = process.hrtime.bigint();
    await readSheet(file, sniffSheetFormat(file.subarray(0, 512), 'bench.xlsx'), standardColumns);
    const readMs = ms(start);

    const importOnce = async () => {
      const [record] = await db
        .insert(orderImports)
        .values({
          siteId: site!.id,
          userId: user!.id,
          kind: 'standard',
          fileName: 'bench.xlsx',
          fileKey,
        })
        .returning();
      let checkedAt = 0;
      const begin = process.hrtime.bigint();
      const result = await runOrderImport(db, storage, record!.id, async (done) => {
        if (done === ROWS && checkedAt === 0) checkedAt = ms(begin);
      });
      return { result: result.record, totalMs: ms(begin), checkedMs: checkedAt };
    };
    const first = await importOnce();
    start = process.hrtime.bigint();
    const again = await importOnce();
    const rows = (n: number, spentMs: number) => `${Math.round((n / spentMs) * 1000)} rows/s`;
    return [
      {
        name: `[${label}] file`,
        value: `${ROWS} rows, ${first.result.importedOrders} orders imported, ${first.result.failedRows} rows refused, ${(file.length / 1024).toFixed(0)} KB`,
      },
      { name: `[${label}] read the xlsx`, value: `${(readMs / 1000).toFixed(2)} s` },
      {
        name: `[${label}] read + check every row + resolve SKUs`,
        value: `${(first.checkedMs / 1000).toFixed(2)} s`,
      },
      {
        name: `[${label}] whole import (read, check, write orders, error file)`,
        value: `${(first.totalMs / 1000).toFixed(2)} s = ${rows(ROWS, first.totalMs)}, ${Math.round((first.result.importedOrders / first.totalMs) * 1000)} orders/s`,
      },
      {
        name: `[${label}] same file again (all ${again.result.duplicateOrders} orders skipped)`,
        value: `${(again.totalMs / 1000).toFixed(2)} s = ${rows(ROWS, again.totalMs)}`,
      },
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const pglite = await openDatabase({});
const results = [...(await run('PGlite', pglite).finally(() => pglite.close()))];
results.push(...(await onBenchPostgres((database) => run('PostgreSQL', database))));
printBenchTable(results);
