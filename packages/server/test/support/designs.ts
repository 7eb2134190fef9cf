import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ImageLayer } from '@podkit/design';
import type { DesignedProductSaved } from '@podkit/sdk-core';
import type { Db } from '../../src/db/client.js';
import { blankViews } from '../../src/modules/catalog/index.js';
import { demoShirt, type clientFor } from '../cart-fixtures.js';
import { startTestServer, type TestServer } from '../harness.js';
import { defaultSiteId } from './accounts.js';

export type DemoShirt = Awaited<ReturnType<typeof demoShirt>> & { viewId: number };

/** The demo T-shirt with its colours, sizes and first view. */
export async function demoShirtWithView(db: Db, siteId: number): Promise<DemoShirt> {
  const shirt = await demoShirt(db, siteId);
  const [view] = await db
    .select({ id: blankViews.id })
    .from(blankViews)
    .where(eq(blankViews.productId, shirt.shirt.id));
  return { ...shirt, viewId: view!.id };
}

/** The body of an empty design of the demo shirt in these colours and sizes. */
export function shirtDesignBody(shirt: DemoShirt, name: string, colors: number[], sizes: number[]) {
  return {
    name,
    basic_product_id: shirt.shirt.id,
    document: {
      schemaVersion: 1,
      productId: shirt.shirt.id,
      colorId: colors[0],
      views: [
        {
          viewId: shirt.viewId,
          printArea: { widthMm: 100, heightMm: 100, dpi: 150 },
          layers: [],
        },
      ],
    },
    color_ids: colors,
    size_ids: sizes,
  };
}

/** Saves a design of the demo shirt in its first `colors` × `sizes`; answers its id and choices. */
export async function saveShirtDesign(
  call: ReturnType<typeof clientFor>,
  shirt: DemoShirt,
  name: string,
  colors = 2,
  sizes = 2,
) {
  const colorIds = shirt.colors.slice(0, colors).map((c) => c.id);
  const sizeIds = shirt.sizes.slice(0, sizes).map((s) => s.id);
  const saved = await call<DesignedProductSaved>(
    'POST',
    '/distribution/product',
    shirtDesignBody(shirt, name, colorIds, sizeIds),
  );
  expect(saved.status_code, saved.msg).toBe(200);
  return { id: saved.data.id, colorIds, sizeIds };
}

/** What a test file of designed products works on: a server, its database, the demo shirt. */
export interface ShirtTestbed {
  server: TestServer;
  db: Db;
  siteId: number;
  shirt: DemoShirt;
}

/** Starts a server before the file's tests and closes it after; the fields are set once up. */
export function shirtTestbed(): ShirtTestbed {
  const bed = {} as ShirtTestbed;
  beforeAll(async () => {
    bed.server = await startTestServer();
    bed.db = bed.server.database.db;
    bed.siteId = await defaultSiteId(bed.db);
    bed.shirt = await demoShirtWithView(bed.db, bed.siteId);
  });
  afterAll(async () => {
    await bed.server?.close();
  });
  return bed;
}

/** An image layer of a material (200 mm square at 50, 80 unless overridden). */
export function imageLayer(materialId: number, overrides: Partial<ImageLayer> = {}): ImageLayer {
  return {
    kind: 'image',
    id: `img-${materialId}`,
    x: 50,
    y: 80,
    width: 200,
    height: 200,
    rotation: 0,
    visible: true,
    locked: false,
    materialId,
    src: `material-${materialId}.png`,
    pixelWidth: 400,
    pixelHeight: 400,
    crop: { x: 0, y: 0, width: 1, height: 1 },
    flipX: false,
    flipY: false,
    opacity: 1,
    ...overrides,
  };
}
