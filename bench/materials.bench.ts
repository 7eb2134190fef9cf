/**
 * Material gallery at scale: seeds 50,000 materials for one user (tags, a category tree, a year
 * of upload dates, perceptual hashes), then times the gallery's own list queries (the functions
 * the routes call), search by image, and rendering uploads (thumbnail + hash) of generated
 * 1000×1000 PNGs. PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh
 * database is created there and dropped afterwards).
 *
 * Run from the repo root: pnpm exec tsx bench/materials.bench.ts
 * Options (env): BENCH_MATERIALS (default 50000), BENCH_UPLOADS (default 200), BENCH_RUNS (default 7).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { MaterialFilters } from '@podkit/sdk-core';
import { openDatabase, type Database, type Db } from '../packages/server/src/db/client.js';
import { onBenchPostgres, printBenchTable, type BenchRow } from './bench-db.js';
import { subtreeIds } from '../packages/server/src/modules/materials/category-tree.js';
import { loadCategoryRows } from '../packages/server/src/modules/materials/category-service.js';
import { renderPreview } from '../packages/server/src/modules/materials/image-preview.js';
import { nearestMaterials } from '../packages/server/src/modules/materials/image-search.js';
import {
  listMaterialRows,
  materialFilter,
  toMaterials,
} from '../packages/server/src/modules/materials/material-queries.js';
import type { Owner } from '../packages/server/src/modules/materials/owner.js';
import {
  materialCategories,
  materialCategoryLinks,
  materials,
  materialTagLinks,
  materialTags,
} from '../packages/server/src/modules/materials/schema.js';
import { sites } from '../packages/server/src/modules/sites/schema.js';
import { users } from '../packages/server/src/modules/users/schema.js';

const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 50_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PAGE_SIZE = 20;
const TAGS = 40;
const BATCH = 1000;

/** A repeatable pseudo-random sequence (so every run seeds the same gallery). */
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const words = [
  '猫',
  '狗',
  '花',
  'logo',
  'Summer',
  '春节',
  'pattern',
  '星空',
  'retro',
  '海浪',
  'skull',
  '水彩',
];

type Row = BenchRow;

async function seed(
  db: Db,
): Promise<{ owner: Owner; tagIds: number[]; categoryIds: number[]; topCategory: number }> {
  const [site] = await db
    .insert(sites)
    .values({ name: 'bench', domainName: 'bench.local' })
    .returning({ id: sites.id });
  const [user] = await db
    .insert(users)
    .values({ siteId: site!.id, username: 'bench', passwordHash: 'x' })
    .returning({ id: users.id });
  const owner: Owner = { siteId: site!.id, userId: user!.id };

  const tagIds = (
    await db
      .insert(materialTags)
      .values(Array.from({ length: TAGS }, (_, i) => ({ ...owner, name: `标签${i + 1}` })))
      .returning({ id: materialTags.id })
  ).map((r) => r.id);

  // 5 top-level categories, each with 5 children, each of those with 2 children: 60 in all.
  const categoryIds: number[] = [];
  let topCategory = 0;
  for (let a = 1; a <= 5; a++) {
    const [top] = await db
      .insert(materialCategories)
      .values({ ...owner, name: `分类${a}`, parentId: null, sort: a })
      .returning({ id: materialCategories.id });
    categoryIds.push(top!.id);
    if (a === 1) topCategory = top!.id;
    for (let b = 1; b <= 5; b++) {
      const [mid] = await db
        .insert(materialCategories)
        .values({ ...owner, name: `分类${a}-${b}`, parentId: top!.id, sort: b })
        .returning({ id: materialCategories.id });
      categoryIds.push(mid!.id);
      for (let c = 1; c <= 2; c++) {
        const [leaf] = await db
          .insert(materialCategories)
          .values({ ...owner, name: `分类${a}-${b}-${c}`, parentId: mid!.id, sort: c })
          .returning({ id: materialCategories.id });
        categoryIds.push(leaf!.id);
      }
    }
  }

  const next = sequence(42);
  const yearAgo = Date.now() - 365 * 86_400_000;
  for (let start = 0; start < MATERIALS; start += BATCH) {
    const count = Math.min(BATCH, MATERIALS - start);
    const inserted = await db
      .insert(materials)
      .values(
        Array.from({ length: count }, (_, k) => {
          const i = start + k;
          const word = words[Math.floor(next() * words.length)]!;
          return {
            ...owner,
            name: `${word}-${i}`,
            type: i % 25 === 0 ? ('svg' as const) : ('image' as const),
            fileKey: `s${owner.siteId}/u${owner.userId}/material/202501/B${String(i).padStart(9, '0')}.png`,
            thumbKey: `s${owner.siteId}/u${owner.userId}/material-thumb/202501/B${String(i).padStart(9, '0')}.png.webp`,
            width: 1000,
            height: 1000,
            size: 200_000 + Math.floor(next() * 5_000_000),
            mime: 'image/png',
            phash: BigInt.asIntN(64, BigInt(`0x${randomBytes(8).toString('hex')}`)),
            createdAt: new Date(yearAgo + Math.floor(next() * 365 * 86_400_000)),
          };
        }),
      )
      .returning({ id: materials.id });
    const tagLinks = inserted.flatMap(({ id }) => {
      const first = tagIds[Math.floor(next() * TAGS)]!;
      const second = tagIds[Math.floor(next() * TAGS)]!;
      return [...new Set([first, second])].map((tagId) => ({ materialId: id, tagId, ...owner }));
    });
    await db.insert(materialTagLinks).values(tagLinks);
    const categoryLinks = inserted
      .filter(() => next() < 0.8)
      .map(({ id }) => ({
        materialId: id,
        categoryId: categoryIds[Math.floor(next() * categoryIds.length)]!,
        ...owner,
      }));
    if (categoryLinks.length > 0) await db.insert(materialCategoryLinks).values(categoryLinks);
  }
  // A running server's autovacuum has done this; without it no index-only scans are possible.
  await db.execute('vacuum analyze');
  return { owner, tagIds, categoryIds, topCategory };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up: plans and caches, as a running server has them
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  return median(runs);
}

async function benchDatabase(label: string, database: Database): Promise<Row[]> {
  const db = database.db;
  await database.migrate();
  const seeding = performance.now();
  const { owner, tagIds, topCategory } = await seed(db);
  const seedSeconds = (performance.now() - seeding) / 1000;
  const urlOf = (key: string) => `/files/${key}`;
  const lastPage = Math.ceil(MATERIALS / PAGE_SIZE);

  const listPage =
    (filters: MaterialFilters, page = 1) =>
    async () => {
      const where = await materialFilter(db, owner, 'mine', filters);
      const { rows, total } = await listMaterialRows(db, where, page, PAGE_SIZE);
      await toMaterials(db, rows, owner, urlOf);
      return total;
    };
  const end = new Date();
  const start = new Date(end.getTime() - 30 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const subtree = subtreeIds(await loadCategoryRows(db, owner), topCategory).length;
  const [probe] = await db.select({ phash: materials.phash }).from(materials).limit(1);

  const cases: Array<[string, () => Promise<unknown>]> = [
    [`list page 1 (${PAGE_SIZE}/page, tags and categories loaded)`, listPage({})],
    [`list deep page ${Math.floor(lastPage / 2)}`, listPage({}, Math.floor(lastPage / 2))],
    [`list last page ${lastPage}`, listPage({}, lastPage)],
    ['filter by tag', listPage({ tag_id: tagIds[3] })],
    [
      `filter by category with children (${subtree} categories)`,
      listPage({ category_id: topCategory }),
    ],
    ['filter: uncategorised', listPage({ category_id: 0 })],
    ['filter: name contains "星空"', listPage({ name: '星空' })],
    ['filter: last 30 days', listPage({ start_date: day(start), end_date: day(end) })],
    ['filter: type svg', listPage({ type: 'svg' })],
    [
      'filter: tag + category + name + dates',
      listPage({ tag_id: tagIds[3], category_id: topCategory, name: '猫', start_date: day(start) }),
    ],
    [
      `search by image (Hamming distance over ${MATERIALS.toLocaleString('en')} hashes)`,
      () => nearestMaterials(db, owner, probe!.phash!, { limit: 20, maxDistance: 16 }),
    ],
  ];
  const rows: Row[] = [
    {
      name: `[${label}] seed ${MATERIALS.toLocaleString('en')} materials`,
      value: `${seedSeconds.toFixed(1)} s`,
    },
  ];
  for (const [name, run] of cases) {
    rows.push({ name: `[${label}] ${name}`, value: `${(await time(run)).toFixed(1)} ms` });
  }
  return rows;
}

/** A 1000×1000 RGB PNG of coloured blocks, different for every seed (written with zlib). */
function blockPng(seedValue: number, side = 1000): Buffer {
  const next = sequence(seedValue + 1);
  const block = 50;
  const colours = Array.from({ length: (side / block) ** 2 }, () => [
    next() * 255,
    next() * 255,
    next() * 255,
  ]);
  const raw = Buffer.alloc(side * (side * 3 + 1));
  for (let y = 0; y < side; y++) {
    const row = y * (side * 3 + 1);
    for (let x = 0; x < side; x++) {
      const colour = colours[Math.floor(y / block) * (side / block) + Math.floor(x / block)]!;
      raw[row + 1 + x * 3] = colour[0]!;
      raw[row + 2 + x * 3] = colour[1]!;
      raw[row + 3 + x * 3] = colour[2]!;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function benchUploads(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-'));
  try {
    const files = Array.from({ length: UPLOADS }, (_, i) => {
      const file = path.join(dir, `u${i}.png`);
      fs.writeFileSync(file, blockPng(i));
      return file;
    });
    // One after another, as one upload request does it.
    const started = performance.now();
    for (const file of files) await renderPreview(file, 'image');
    const serialSeconds = (performance.now() - started) / 1000;
    // Four at a time, as concurrent uploads share the machine.
    const parallelStart = performance.now();
    for (let i = 0; i < files.length; i += 4) {
      await Promise.all(files.slice(i, i + 4).map((file) => renderPreview(file, 'image')));
    }
    const parallelSeconds = (performance.now() - parallelStart) / 1000;
    return [
      {
        name: `upload preview (300 px WebP + hash), ${UPLOADS} PNGs 1000×1000, one at a time`,
        value: `${(UPLOADS / serialSeconds).toFixed(1)} images/s`,
      },
      {
        name: `upload preview, ${UPLOADS} PNGs 1000×1000, 4 concurrent`,
        value: `${(UPLOADS / parallelSeconds).toFixed(1)} images/s`,
      },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
const pglite = await openDatabase({});
try {
  rows.push(...(await benchDatabase('PGlite', pglite)));
} finally {
  await pglite.close();
}
rows.push(...(await onBenchPostgres((database) => benchDatabase('PostgreSQL', database))));
rows.push(...(await benchUploads()));
console.log(
  `\nMaterials bench: ${MATERIALS.toLocaleString('en')} materials, ${TAGS} tags, 60 categories; median of ${RUNS} runs; ${os.cpus().length} CPU, Node ${process.version}\n`,
);
printBenchTable(rows);
