import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../packages/server/src/db/client.js';
import { hashPassword } from '../packages/server/src/modules/auth/password.js';
import { siteCategories } from '../packages/server/src/modules/catalog/blank-read.js';
import { withDescendants } from '../packages/server/src/modules/catalog/category-tree.js';
import {
  basicProducts,
  blankColors,
  blankSizes,
  blankViews,
} from '../packages/server/src/modules/catalog/schema.js';
import type { Owner } from '../packages/server/src/modules/materials/owner.js';
import { systemRoleId } from '../packages/server/src/modules/menu/roles.js';
import {
  designedProductSkus,
  designedProducts,
  productMockups,
} from '../packages/server/src/modules/products/schema.js';
import { sites } from '../packages/server/src/modules/sites/schema.js';
import { skuCodes } from '../packages/server/src/modules/sku-codes/schema.js';
import { users } from '../packages/server/src/modules/users/schema.js';
import { seedDemo } from '../packages/server/src/seed/demo.js';
import { createStorage } from '../packages/server/src/storage/index.js';

/** Products per multi-row insert: their SKUs stay under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;
/** One product in this many has a SKU code of the reseller's own on its first SKU. */
const CODED_EVERY = 10;

/** A repeatable pseudo-random sequence (so every run seeds the same library). */
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const themes = [
  '星空',
  '猫咪',
  '复古',
  '海浪',
  'Summer',
  '水彩',
  '春节',
  'Skull',
  '熊猫',
  'Sunset',
];
const motifs = ['印花', '插画', '字母', '渐变', '简约', '涂鸦', 'Logo', '格纹'];

interface Blank {
  id: number;
  code: string;
  name: string;
  categoryId: number | null;
  basePriceCents: number;
  colorIds: number[];
  sizes: Array<{ id: number; surchargeCents: number }>;
  viewId: number;
}

/** What the cases filter by, as the seed made it. */
export interface SeededLibrary {
  owner: Owner;
  timeZone: string;
  /** The T-shirt blank. */
  shirtId: number;
  /** The top category of the T-shirt (服装) and how many categories it spans with its children. */
  clothingCategoryId: number;
  clothingCategories: number;
  /** A whole PodKit SKU and a reseller's SKU code of products in the middle of the list. */
  someSku: string;
  someCode: string;
}

async function loadBlanks(db: Db, siteId: number): Promise<Blank[]> {
  const [blanks, colors, sizes, views] = await Promise.all([
    db.select().from(basicProducts),
    db.select().from(blankColors),
    db.select().from(blankSizes),
    db.select().from(blankViews),
  ]);
  const sorted = <T extends { sort: number; id: number }>(rows: T[]) =>
    rows.sort((a, b) => a.sort - b.sort || a.id - b.id);
  return blanks
    .filter((blank) => blank.siteId === siteId)
    .map((blank) => ({
      id: blank.id,
      code: blank.code,
      name: blank.name,
      categoryId: blank.categoryId,
      basePriceCents: blank.basePriceCents,
      colorIds: sorted(colors.filter((c) => c.productId === blank.id)).map((c) => c.id),
      sizes: sorted(sizes.filter((s) => s.productId === blank.id)),
      viewId: sorted(views.filter((v) => v.productId === blank.id))[0]!.id,
    }));
}

/** `count` neighbouring items of `all`, from a random start (wrapping), at least one. */
function someOf<T>(all: T[], most: number, next: () => number): T[] {
  const count = 1 + Math.floor(next() * Math.min(most, all.length));
  const start = Math.floor(next() * all.length);
  return Array.from({ length: count }, (_, k) => all[(start + k) % all.length]!);
}

function designDocument(blank: Blank, colorId: number, title: string) {
  return {
    schemaVersion: 1,
    productId: blank.id,
    colorId,
    views: [
      {
        viewId: blank.viewId,
        printArea: { widthMm: 300, heightMm: 400, dpi: 300 },
        layers: [
          {
            id: 'art',
            type: 'image',
            src: '/files/bench/art.png',
            transform: { xMm: 20, yMm: 30, widthMm: 260, heightMm: 260, rotation: 0 },
          },
          {
            id: 'title',
            type: 'text',
            text: title,
            font: 'ZCOOL KuaiLe',
            sizeMm: 18,
            transform: { xMm: 20, yMm: 310, widthMm: 260, heightMm: 40, rotation: 0 },
          },
        ],
      },
    ],
  };
}

/**
 * The demo site and catalog (the server's own demo seed), one reseller, and `total` designed
 * products of theirs on the demo blanks: 1–3 colours × 1–3 sizes each with their SKUs, one ready
 * mockup per colour, a SKU code on one in ten, made one after another over the past year; then
 * VACUUM ANALYZE.
 */
export async function seedProductLibrary(db: Db, total: number): Promise<SeededLibrary> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-library-'));
  try {
    await seedDemo(db, { storage: createStorage({ dataDir, publicUrl: '' }) });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const site = (await db.select().from(sites)).find((row) => row.isDefault)!;
  const [user] = await db
    .insert(users)
    .values({
      siteId: site.id,
      username: 'bench_library',
      passwordHash: await hashPassword('bench123456'),
      role: 'reseller',
      roleId: await systemRoleId(db, site.id, 'reseller'),
    })
    .returning({ id: users.id });
  const owner: Owner = { siteId: site.id, userId: user!.id };
  const blanks = await loadBlanks(db, site.id);

  const next = sequence(7);
  const yearMs = 365 * 86_400_000;
  const now = Date.now();
  let someSku = '';
  let someCode = '';
  for (let start = 0; start < total; start += BATCH) {
    const count = Math.min(BATCH, total - start);
    const planned = Array.from({ length: count }, (_, k) => {
      const i = start + k;
      const blank = blanks[Math.floor(next() * blanks.length)]!;
      const colorIds = someOf(blank.colorIds, 3, next);
      const sizes = someOf(blank.sizes, 3, next);
      const name = `${themes[Math.floor(next() * themes.length)]}${motifs[Math.floor(next() * motifs.length)]} ${blank.name} No.${i + 1}`;
      // Rows go in as they were made, oldest first, as a year of saves would have written them.
      const createdAt = new Date(now - yearMs + Math.floor(((i + next()) / total) * yearMs));
      return { i, blank, colorIds, sizes, name, createdAt };
    });
    const products = await db
      .insert(designedProducts)
      .values(
        planned.map((p) => ({
          ...owner,
          name: p.name,
          basicProductId: p.blank.id,
          document: designDocument(p.blank, p.colorIds[0]!, p.name),
          schemaVersion: 1,
          status: 'ready' as const,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      )
      .returning({ id: designedProducts.id });
    const skus = await db
      .insert(designedProductSkus)
      .values(
        planned.flatMap((p, k) =>
          p.colorIds.flatMap((colorId) =>
            p.sizes.map((size) => ({
              productId: products[k]!.id,
              colorId,
              sizeId: size.id,
              sku: `${p.blank.code}-${products[k]!.id}-${colorId}-${size.id}`,
              purchasePriceCents: p.blank.basePriceCents + size.surchargeCents,
            })),
          ),
        ),
      )
      .returning({
        id: designedProductSkus.id,
        productId: designedProductSkus.productId,
        sku: designedProductSkus.sku,
      });
    await db.insert(productMockups).values(
      planned.flatMap((p, k) =>
        p.colorIds.map((colorId) => ({
          productId: products[k]!.id,
          viewId: p.blank.viewId,
          colorId,
          fileKey: `s${owner.siteId}/u${owner.userId}/mockup/${products[k]!.id}-${p.blank.viewId}-${colorId}.png`,
          status: 'ready' as const,
        })),
      ),
    );
    const firstSkus = skus.filter((sku, k) => k === 0 || skus[k - 1]!.productId !== sku.productId);
    const coded = firstSkus
      .filter((_, k) => (start + k) % CODED_EVERY === 0)
      .map((sku) => ({ ...owner, skuId: sku.id, code: `MY-${sku.productId}` }));
    await db.insert(skuCodes).values(coded);
    if (start <= total / 2 && total / 2 < start + count) {
      someSku = firstSkus[Math.floor(total / 2) - start]!.sku;
      someCode = coded.at(-1)!.code;
    }
  }
  // A running server's autovacuum has done this; without it no index-only scans are possible.
  await db.execute('vacuum analyze');

  const shirt = blanks.find((blank) => blank.code === 'TSHIRT-001')!;
  const categories = await siteCategories(db, site.id);
  const clothing = categories.find((c) => c.id === shirt.categoryId)!.parentId!;
  return {
    owner,
    timeZone: site.timeZone,
    shirtId: shirt.id,
    clothingCategoryId: clothing,
    clothingCategories: withDescendants(categories, clothing).length,
    someSku,
    someCode,
  };
}
