/**
 * 我的商品 (the product library, GET /distribution/product) at scale: seeds 50,000 designed
 * products of one reseller, then times the list through the server's own `listDesignedProducts`
 * with the arguments the route passes (page 1, deep pages, each filter, all filters together),
 * and the very statements it sent replayed bare on the driver in the same run (3 warm-up runs
 * of each, then in turns). The ratio function ÷ bare SQL is the figure that matters (target
 * ≤ 2). PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database
 * is created there and dropped after).
 *
 * Run from the repo root: pnpm bench:library
 * Options (env): BENCH_PRODUCTS (default 50000), BENCH_RUNS (default 7), BENCH_EXPLAIN=1 prints
 * EXPLAIN ANALYZE of every statement.
 */
import os from 'node:os';
import { openDatabase, type Database } from '../packages/server/src/db/client.js';
import { dayBounds } from '../packages/server/src/http/site-days.js';
import {
  listDesignedProducts,
  type DesignedProductFilters,
} from '../packages/server/src/modules/products/product-read.js';
import { onBenchPostgres, printBenchTable, type BenchRow } from './bench-db.js';
import { seedProductLibrary, type SeededLibrary } from './product-library-seed.js';
import { captureSql, explainSql, replaySql } from './sql-replay.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const PAGE_SIZE = 20;

/** The query string of GET /distribution/product, as the route's schema has parsed it. */
interface LibraryQuery {
  keyword?: string;
  basic_product_id?: number;
  category_id?: number;
  color?: string;
  created_from?: string;
  created_to?: string;
  page?: number;
}

/** What the route hands `listDesignedProducts` for this query (the same spreads as routes.ts). */
function routeArguments(
  q: LibraryQuery,
  timeZone: string,
): DesignedProductFilters & { page: number; perPage: number } {
  const { from, to } = dayBounds(timeZone, q.created_from, q.created_to);
  return {
    ...(q.keyword !== undefined ? { keyword: q.keyword } : {}),
    ...(q.basic_product_id !== undefined ? { basicProductId: q.basic_product_id } : {}),
    ...(q.category_id !== undefined ? { categoryId: q.category_id } : {}),
    ...(q.color !== undefined ? { colorName: q.color } : {}),
    ...(from ? { createdFrom: from } : {}),
    ...(to ? { createdBefore: to } : {}),
    page: q.page ?? 1,
    perPage: PAGE_SIZE,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function elapsed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Runs of each before timing: plans cached and the JavaScript optimised, as a running server has them. */
const WARM_UP = 3;

/** Medians of the two, run in turns after a warm-up of each, so load on the machine hits both. */
async function timeBoth(
  viaFunction: () => Promise<unknown>,
  bare: () => Promise<unknown>,
): Promise<{ functionMs: number; bareMs: number }> {
  for (let i = 0; i < WARM_UP; i++) {
    await viaFunction();
    await bare();
  }
  const functionRuns: number[] = [];
  const bareRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    functionRuns.push(await elapsed(viaFunction));
    bareRuns.push(await elapsed(bare));
  }
  return { functionMs: median(functionRuns), bareMs: median(bareRuns) };
}

function siteDay(timeZone: string, daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
}

function casesOf(seeded: SeededLibrary): Array<[string, LibraryQuery]> {
  const lastPage = Math.ceil(PRODUCTS / PAGE_SIZE);
  const today = siteDay(seeded.timeZone, 0);
  const allTogether: LibraryQuery = {
    keyword: '星空',
    category_id: seeded.clothingCategoryId,
    color: '黑色',
    created_from: siteDay(seeded.timeZone, 90),
    created_to: today,
  };
  return [
    ['page 1', {}],
    [`deep page ${Math.floor(lastPage / 2)}`, { page: Math.floor(lastPage / 2) }],
    [`last page ${lastPage}`, { page: lastPage }],
    ['keyword: part of the name "星空"', { keyword: '星空' }],
    ['keyword: a whole SKU', { keyword: seeded.someSku.toLowerCase() }],
    ['keyword: a SKU code of the reseller', { keyword: seeded.someCode }],
    [
      `category with children (服装, ${seeded.clothingCategories} categories)`,
      { category_id: seeded.clothingCategoryId },
    ],
    ['blank (basic_product_id: the T-shirt)', { basic_product_id: seeded.shirtId }],
    ['colour "藏青"', { color: '藏青' }],
    [
      'created in the last 30 days',
      { created_from: siteDay(seeded.timeZone, 30), created_to: today },
    ],
    ['all together: "星空" + 服装 + 黑色 + last 90 days', allTogether],
    ['all together, page 5', { ...allTogether, page: 5 }],
  ];
}

async function benchDatabase(label: string, database: Database): Promise<BenchRow[]> {
  const db = database.db;
  await database.migrate();
  const seeding = performance.now();
  const seeded = await seedProductLibrary(db, PRODUCTS);
  const seedSeconds = (performance.now() - seeding) / 1000;
  const urlOf = (key: string) => `/files/${key}`;

  const rows: BenchRow[] = [
    {
      name: `[${label}] seed ${PRODUCTS.toLocaleString('en')} designed products`,
      value: `${seedSeconds.toFixed(1)} s`,
    },
  ];
  for (const [name, query] of casesOf(seeded)) {
    const args = routeArguments(query, seeded.timeZone);
    const list = () => listDesignedProducts(db, urlOf, seeded.owner, args);
    let found = 0;
    const captured = await captureSql(db, async () => (found = (await list()).total));
    if (EXPLAIN) {
      console.log(`\n## [${label}] ${name}`);
      for (const plan of await explainSql(db, captured)) console.log(`${plan}\n`);
    }
    const { functionMs, bareMs } = await timeBoth(list, () => replaySql(db, captured));
    rows.push({
      name: `[${label}] ${name}: ${found.toLocaleString('en')} found, ${captured.statements.length} statements`,
      value: `${functionMs.toFixed(1)} ms / bare SQL ${bareMs.toFixed(1)} ms = ${(functionMs / bareMs).toFixed(2)}`,
    });
  }
  return rows;
}

const rows: BenchRow[] = [];
const pglite = await openDatabase({});
try {
  rows.push(...(await benchDatabase('PGlite', pglite)));
} finally {
  await pglite.close();
}
rows.push(...(await onBenchPostgres((database) => benchDatabase('PostgreSQL', database))));
console.log(
  `\nProduct library bench: ${PRODUCTS.toLocaleString('en')} designed products of one reseller, ${PAGE_SIZE} a page; listDesignedProducts / the same statements bare = ratio (target ≤ 2); median of ${RUNS} runs; ${os.cpus().length} CPU, Node ${process.version}\n`,
);
printBenchTable(rows);
