import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type {
  DesignedProduct,
  DesignedProductSummary,
  ExportRecord,
  Paginator,
  ProductImage,
  ProductImageFacets,
} from '@podkit/sdk-core';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker } from '../src/modules/jobs/worker.js';
import { createStorage } from '../src/storage/index.js';
import { freshReseller } from './cart-fixtures.js';
import { testDbKind } from './harness.js';
import { saveShirtDesign, shirtDesignBody, shirtTestbed } from './support/designs.js';

const bed = shirtTestbed();

type Reseller = Awaited<ReturnType<typeof freshReseller>>;

async function runJobs(): Promise<void> {
  const worker = createJobWorker({
    db: bed.db,
    handlers: jobHandlers({ config: bed.server.config }),
  });
  while (await worker.runOnce()) {
    /* run every due job */
  }
}

/** The stored bytes behind a URL this server handed out. */
async function stored(url: string): Promise<Buffer> {
  const key = decodeURIComponent(new URL(url, 'http://x').pathname.slice('/files/'.length));
  const object = await createStorage(bed.server.config).get(key);
  if (!object) throw new Error(`nothing stored at ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A design of the demo shirt in two colours and one size, rendered. */
async function renderedDesign(reseller: Reseller, name: string) {
  const saved = await saveShirtDesign(reseller.call, bed.shirt, name, 2, 1);
  await runJobs();
  return saved;
}

const images = (reseller: Reseller, query: string) =>
  reseller.call<Paginator<ProductImage>>('GET', `/distribution/productImage?${query}`);

describe(`单品图库 on ${testDbKind}`, () => {
  it('lists a product’s ready mockups and print files, filtered by view and colour, for its owner only', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'gallery');
    const other = await freshReseller(bed.server.app, bed.db, bed.siteId, 'galleryother');
    const product = await renderedDesign(owner, '图库 T 恤');
    const [first, second] = bed.shirt.colors;

    const mockups = await images(owner, `product_id=${product.id}`);
    expect(mockups.status_code, mockups.msg).toBe(200);
    expect(mockups.data.total).toBe(2);
    expect(mockups.data.data.map((image) => [image.kind, image.color_name])).toEqual([
      ['mockup', first!.name],
      ['mockup', second!.name],
    ]);
    expect(mockups.data.data[0]).toMatchObject({
      product_id: product.id,
      product_name: '图库 T 恤',
      view_id: bed.shirt.viewId,
      is_main: false,
      width_px: null,
    });

    const prints = await images(owner, `product_id=${product.id}&kind=print`);
    expect(prints.data.data).toHaveLength(1);
    expect(prints.data.data[0]).toMatchObject({ kind: 'print', color_id: null });
    expect(prints.data.data[0]!.width_px).toBeGreaterThan(0);

    const byColor = await images(owner, `color=${encodeURIComponent(second!.name)}`);
    expect(byColor.data.data.map((image) => image.color_id)).toEqual([second!.id]);
    const viewName = mockups.data.data[0]!.view_name;
    const byView = await images(owner, `view=${encodeURIComponent(viewName)}&kind=print`);
    expect(byView.data.total).toBe(1);
    const noView = await images(owner, 'view=no-such-view');
    expect(noView.data.total).toBe(0);

    const facets = await owner.call<ProductImageFacets>('GET', '/distribution/productImage/facets');
    expect(facets.data.views).toEqual([viewName]);
    expect(facets.data.colors.map((color) => color.name).sort()).toEqual(
      [first!.name, second!.name].sort(),
    );

    expect((await images(other, '')).data.total).toBe(0);
    expect((await images(other, `product_id=${product.id}`)).data.total).toBe(0);
    const bad = await images(owner, 'kind=video');
    expect(bad.status_code).toBe(422);
  });

  it('sets the main picture, which the list shows and a re-save keeps; refuses another’s product', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'galmain');
    const other = await freshReseller(bed.server.app, bed.db, bed.siteId, 'galmainother');
    const product = await renderedDesign(owner, '主图 T 恤');
    const second = bed.shirt.colors[1]!;
    const choice = { view_id: bed.shirt.viewId, color_id: second.id };

    const refused = await other.call(
      'PUT',
      `/distribution/product/${product.id}/mainImage`,
      choice,
    );
    expect(refused).toMatchObject({ status_code: 404, msg: '效果图不存在' });
    const unknownColor = await owner.call('PUT', `/distribution/product/${product.id}/mainImage`, {
      view_id: bed.shirt.viewId,
      color_id: bed.shirt.colors[3]!.id,
    });
    expect(unknownColor.status_code).toBe(404);

    const set = await owner.call('PUT', `/distribution/product/${product.id}/mainImage`, choice);
    expect(set).toMatchObject({ status_code: 200, msg: '已设为主图' });
    const listed = await images(owner, `product_id=${product.id}`);
    expect(listed.data.data.filter((image) => image.is_main).map((i) => i.color_id)).toEqual([
      second.id,
    ]);
    const mainUrl = listed.data.data.find((image) => image.is_main)!.url;
    const library = await owner.call<Paginator<DesignedProductSummary>>(
      'GET',
      `/distribution/product?keyword=${encodeURIComponent('主图 T 恤')}`,
    );
    expect(library.data.data[0]!.thumbnail).toBe(mainUrl);

    const resaved = await owner.call(
      'PUT',
      `/distribution/product/${product.id}`,
      shirtDesignBody(bed.shirt, '主图 T 恤', product.colorIds, product.sizeIds),
    );
    expect(resaved.status_code).toBe(200);
    await runJobs();
    const again = await images(owner, `product_id=${product.id}`);
    expect(again.data.data.find((image) => image.is_main)?.color_id).toBe(second.id);
  });

  it('packs a product’s mockups and print files into a zip by a job, with progress', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'galzip');
    const other = await freshReseller(bed.server.app, bed.db, bed.siteId, 'galzipother');
    const product = await renderedDesign(owner, '打包/T 恤');

    const foreign = await other.call('POST', '/distribution/userExportRecord/productFiles', {
      product_ids: [product.id],
      kinds: ['mockup'],
    });
    expect(foreign).toMatchObject({ status_code: 404, msg: '所选商品不存在' });
    const noKinds = await owner.call('POST', '/distribution/userExportRecord/productFiles', {
      product_ids: [product.id],
      kinds: [],
    });
    expect(noKinds.status_code).toBe(422);
    const records = await other.call<Paginator<ExportRecord>>(
      'GET',
      '/distribution/userExportRecord',
    );
    expect(records.data.total).toBe(0);

    const asked = await owner.call<ExportRecord>(
      'POST',
      '/distribution/userExportRecord/productFiles',
      { product_ids: [product.id], kinds: ['mockup', 'print'] },
    );
    expect(asked.status_code, asked.msg).toBe(200);
    expect(asked.data).toMatchObject({ kind: 'product_files', status: 'queued', url: null });
    await runJobs();
    const done = await owner.call<ExportRecord>(
      'GET',
      `/distribution/userExportRecord/${asked.data.id}`,
    );
    expect(done.data).toMatchObject({
      status: 'succeeded',
      row_count: 3,
      progress: { done: 3, total: 3 },
    });

    const detail = await owner.call<DesignedProduct>('GET', `/distribution/product/${product.id}`);
    const view = detail.data.print_files[0]!.view_name;
    const colorName = (id: number) => bed.shirt.colors.find((color) => color.id === id)!.name;
    const folder = `打包_T 恤-${product.id}`;
    const zip = unzipSync(new Uint8Array(await stored(done.data.url!)));
    const expected = new Map<string, string>([
      ...detail.data.mockups.map((m): [string, string] => [
        `${folder}/效果图/${view}-${colorName(m.color_id)}.png`,
        m.url,
      ]),
      [`${folder}/印刷文件/${view}.png`, detail.data.print_files[0]!.url],
    ]);
    expect(Object.keys(zip).sort()).toEqual([...expected.keys()].sort());
    for (const [name, url] of expected)
      expect(Buffer.from(zip[name]!).equals(await stored(url))).toBe(true);
  });
});
