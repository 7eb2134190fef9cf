import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BulkFile,
  ExportRecord,
  ListingTemplate,
  Paginator,
  PricePreview,
  PriceTemplate,
  PublishPlatform,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { bulkSheets } from '../src/modules/publishing/bulk-files/sheets.js';
import { cellText, loadWorksheet } from '../src/sheets/sheet-file.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { demoShirtWithView, saveShirtDesign, type DemoShirt } from './support/designs.js';

/**
 * Where each marketplace's file holds what the test checks, read from the marketplace's
 * documented column names (see the sources cited in src/modules/publishing/bulk-files/), not
 * from PodKit's mapping: the variant's SKU, price, colour and size, the product's title and the
 * columns holding picture URLs.
 */
const columnsOf: Record<
  string,
  { sku: string; price: string; color: string; size: string; title: string; images: string[] }
> = {
  shopify: {
    sku: 'Variant SKU',
    price: 'Variant Price',
    color: 'Option1 Value',
    size: 'Option2 Value',
    title: 'Title',
    images: ['Image Src', 'Variant Image'],
  },
  shopline: {
    sku: 'SKU',
    price: 'SKU price',
    color: 'Option1 value',
    size: 'Option2 value',
    title: 'Title*',
    images: ['Master Images', 'SKU image'],
  },
  shoplazza: {
    sku: 'Product SKU',
    price: 'Price',
    color: 'Option1 Value',
    size: 'Option2 Value',
    title: 'Product Title*',
    images: ['Images*', 'Main Image', 'Variant Image'],
  },
  wish: {
    sku: 'SKU',
    price: 'Price',
    color: 'Color',
    size: 'Size',
    title: 'Title',
    images: ['Main Image', 'Extra Images', 'Variation Image'],
  },
  shopee: {
    sku: 'SKU',
    price: 'Price',
    color: 'Option for Variation 1',
    size: 'Option for Variation 2',
    title: 'Product Name',
    images: ['Cover image', 'Image per Variation', 'Item Image 1'],
  },
  aliexpress: {
    sku: 'Артикул (seller SKU ID)',
    price: 'Цена',
    color: 'Цвет',
    size: 'Размер',
    title: 'Название',
    images: ['Главное фото', 'Дополнительные фото', 'Фото SKU'],
  },
  tiktok: {
    sku: 'Seller SKU',
    price: 'Retail Price (Local Currency)',
    color: 'Variation',
    size: 'Variation 2',
    title: 'Product Name',
    images: ['Main Product Image', 'Product Image 2', 'Variant Image'],
  },
  shein: {
    sku: 'SKU编码',
    price: '价格',
    color: 'SKC(颜色)',
    size: '尺码',
    title: '商品标题',
    images: ['主图', '细节图1', 'SKC图片'],
  },
  ozon: {
    sku: 'Артикул*',
    price: 'Цена, руб.*',
    color: 'Цвет товара',
    size: 'Российский размер*',
    title: 'Название товара',
    images: ['Ссылка на главное фото*', 'Ссылки на дополнительные фото'],
  },
  woocommerce: {
    sku: 'SKU',
    price: 'Regular price',
    color: 'Attribute 1 value(s)',
    size: 'Attribute 2 value(s)',
    title: 'Name',
    images: ['Images'],
  },
};
const temuColumns = {
  sku: 'SKU货号',
  price: '申报价格',
  color: '颜色',
  size: '尺码',
  title: '商品名称',
  images: ['轮播图1', '轮播图2', 'SKU预览图'],
};
for (const platform of ['temu', 'temuLocal', 'temuHosted']) columnsOf[platform] = temuColumns;

const PLATFORMS = Object.keys(columnsOf) as PublishPlatform[];

let server: TestServer;
let db: Db;
let siteId: number;
let shirt: DemoShirt;
let worker: JobWorker;

beforeAll(async () => {
  server = await startTestServer();
  await server.listen();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  shirt = await demoShirtWithView(db, siteId);
  worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
});
afterAll(async () => {
  await server?.close();
});

async function drainJobs() {
  while (await worker.runOnce()) {
    /* next */
  }
}

type Reseller = Awaited<ReturnType<typeof freshReseller>>;

const RULE = { currency: 'USD', factor: '2.5', addend: '5', rounding: '99' } as const;

async function pricedReseller(prefix: string) {
  const reseller = await freshReseller(server.app, db, siteId, prefix);
  const rates = await reseller.call('PUT', '/distribution/amountTemplate/rates', {
    rates: [{ currency: 'USD', rate: '0.1380' }],
  });
  expect(rates.status_code, rates.msg).toBe(200);
  const price = await reseller.call<PriceTemplate>('POST', '/distribution/amountTemplate', {
    name: '美元',
    ...RULE,
  });
  expect(price.status_code, price.msg).toBe(200);
  return reseller;
}

async function templateOf(reseller: Reseller, platform: PublishPlatform) {
  const made = await reseller.call<ListingTemplate>('POST', '/distribution/productTemplate', {
    platform,
    name: `${platform} 批量`,
    title_pattern: '{name} | {blank}',
    description_pattern: '{name}\nColours: {colors}\nSizes: {sizes}',
    category: 'Apparel > T-Shirts',
    tags: ['podkit', 'tee'],
    vendor: 'PodKit Demo',
    // Named like a column, an attribute fills it where PodKit has nothing to put.
    attributes: { Stock: '100', Inventory: '100', Quantity: '100' },
  });
  expect(made.status_code, made.msg).toBe(200);
  return made.data;
}

/** The stored file, fetched from the test server as the reseller's browser would. */
async function download(url: string): Promise<Response> {
  return fetch(new URL(url, server.url));
}

/** Every picture URL a cell holds (one, or several with the marketplace's separator). */
const urlsIn = (text: string) => text.split(/[\s,;|]+/).filter((part) => /^https?:\/\//.test(part));

describe('bulk-upload files of the marketplaces', () => {
  it('fills each marketplace file row by row from the products and the template', async () => {
    const reseller = await pricedReseller('bulk');
    const products = [
      { name: 'Sunset Tee', ...(await saveShirtDesign(reseller.call, shirt, 'Sunset Tee', 2, 2)) },
      { name: 'Ocean Tee', ...(await saveShirtDesign(reseller.call, shirt, 'Ocean Tee', 1, 2)) },
    ];
    await drainJobs(); // the mockups
    const previews = new Map<number, PricePreview>();
    for (const product of products) {
      const preview = await reseller.call<PricePreview>(
        'POST',
        '/distribution/amountTemplate/preview',
        { template: RULE, product_id: product.id },
      );
      expect(preview.status_code, preview.msg).toBe(200);
      previews.set(product.id, preview.data);
    }
    const variantCount = [...previews.values()].reduce((n, p) => n + p.rows.length, 0);
    expect(variantCount).toBe(6);
    const checkedImages = new Set<string>();

    for (const platform of PLATFORMS) {
      const sheet = bulkSheets[platform]!;
      const columns = columnsOf[platform]!;
      const template = await templateOf(reseller, platform);
      const made = await reseller.call<BulkFile>('POST', '/distribution/release/bulkFile', {
        platform,
        template_id: template.id,
        product_ids: products.map((p) => p.id),
      });
      expect(made.status_code, `${platform}: ${made.msg}`).toBe(200);
      expect(made.data.file_name.endsWith(`.${sheet.format}`)).toBe(true);

      const file = await download(made.data.file_url);
      expect(file.status, platform).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      const worksheet = await loadWorksheet(bytes, sheet.format);
      const table: string[][] = [];
      worksheet.eachRow((row) => {
        const cells: string[] = [];
        for (let c = 1; c <= sheet.columns.length; c += 1) cells.push(cellText(row.getCell(c)));
        table.push(cells);
      });
      const [header, ...rows] = table;
      // The header row is the documented column list, in its order.
      expect(header, platform).toEqual([...sheet.columns]);
      expect(rows.length, platform).toBe(made.data.rows);
      const at = (row: string[], column: string) => {
        const index = header!.indexOf(column);
        expect(index, `${platform} has a ${column} column`).toBeGreaterThanOrEqual(0);
        return row[index]!;
      };

      for (const product of products) {
        const preview = previews.get(product.id)!;
        const skus = new Set(preview.rows.map((r) => r.sku));
        const variantRows = rows.filter((row) => skus.has(at(row, columns.sku)));
        // One row per variant (colour × size), each SKU once.
        expect(variantRows.length, `${platform} rows of product ${product.id}`).toBe(
          preview.rows.length,
        );
        for (const expected of preview.rows) {
          const row = variantRows.find((r) => at(r, columns.sku) === expected.sku)!;
          expect(Number(at(row, columns.price)), `${platform} ${expected.sku}`).toBe(
            Number(expected.price),
          );
          expect(at(row, columns.color)).toBe(expected.color_name);
          expect(at(row, columns.size)).toBe(expected.size_name);
        }
        // The template's title pattern, on the product's first row (its own row for WooCommerce).
        const title = `${product.name} | ${shirt.shirt.name}`;
        expect(
          rows.some((row) => at(row, columns.title).startsWith(title)),
          `${platform} title`,
        ).toBe(true);
      }

      // Pictures are absolute URLs of the stored mockups that answer.
      const urls = rows.flatMap((row) => columns.images.flatMap((c) => urlsIn(at(row, c))));
      expect(urls.length, `${platform} pictures`).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url).toMatch(/^http:\/\/.+\/files\/s\d+\/u\d+\/mockups\//);
        if (checkedImages.has(url)) continue;
        const picture = await fetch(new URL(new URL(url).pathname, server.url));
        expect(picture.status, url).toBe(200);
        expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(0);
        checkedImages.add(url);
      }

      // A template attribute named like an empty column fills it.
      const variantSkus = new Set([...previews.values()].flatMap((p) => p.rows.map((r) => r.sku)));
      for (const column of ['Stock', 'Inventory', 'Quantity'].filter((c) => header!.includes(c)))
        for (const row of rows.filter((r) => variantSkus.has(at(r, columns.sku))))
          expect(at(row, column), `${platform} ${column}`).toBe('100');
    }
  });

  it('keeps the file private to its reseller and lists it in the export records', async () => {
    const reseller = await pricedReseller('bulkown');
    const product = await saveShirtDesign(reseller.call, shirt, 'Private Tee', 1, 1);
    await drainJobs();
    const template = await templateOf(reseller, 'woocommerce');
    const made = await reseller.call<BulkFile>('POST', '/distribution/release/bulkFile', {
      platform: 'woocommerce',
      template_id: template.id,
      product_ids: [product.id],
    });
    expect(made.status_code, made.msg).toBe(200);
    expect(made.data.rows).toBe(2); // the variable product and its one variation
    expect(made.data.file_url).toMatch(/\/files\/s\d+\/u\d+\/export\/.+\.csv\?/);
    const unsigned = await download(made.data.file_url.split('?')[0]!);
    expect(unsigned.status).not.toBe(200);

    const records = await reseller.call<Paginator<ExportRecord>>(
      'GET',
      '/distribution/userExportRecord',
    );
    expect(records.data.data[0]).toMatchObject({
      kind: 'bulk_file',
      status: 'succeeded',
      row_count: 2,
    });
    expect(records.data.data[0]!.url).toContain('/export/');

    const other = await pricedReseller('bulkother');
    const theirs = await other.call('POST', '/distribution/release/bulkFile', {
      platform: 'woocommerce',
      template_id: template.id,
      product_ids: [product.id],
    });
    expect(theirs.status_code).toBe(404);
    expect(theirs.msg).toMatch(/产品模板/);
    const ownTemplate = await templateOf(other, 'woocommerce');
    const notTheirProduct = await other.call('POST', '/distribution/release/bulkFile', {
      platform: 'woocommerce',
      template_id: ownTemplate.id,
      product_ids: [product.id],
    });
    expect(notTheirProduct.status_code).toBe(404);
    expect(notTheirProduct.msg).toMatch(/商品/);
    const otherRecords = await other.call<Paginator<ExportRecord>>(
      'GET',
      '/distribution/userExportRecord',
    );
    expect(otherRecords.data.total).toBe(0);
  });

  it('refuses a blocked brand with the word named, and what has no file, in Chinese', async () => {
    const reseller = await pricedReseller('bulktort');
    const operator = await signedInOperator(
      server.app,
      db,
      siteId,
      `bulk_op_${Date.now() % 100000}`,
    );
    const brand = await operator('POST', '/admin/tortBrand', {
      word: 'Nike',
      level: 'block',
      holder: 'Nike, Inc.',
      remark: '',
    });
    expect([200, 409]).toContain(brand.status_code);
    const product = await saveShirtDesign(reseller.call, shirt, 'Just like NIKE Tee', 1, 1);
    await drainJobs();
    const template = await templateOf(reseller, 'shopee');
    const blocked = await reseller.call('POST', '/distribution/release/bulkFile', {
      platform: 'shopee',
      template_id: template.id,
      product_ids: [product.id],
    });
    expect(blocked.http).toBe(200);
    expect(blocked.status_code).toBe(422);
    expect(blocked.msg).toBe('商品「Just like NIKE Tee」含禁止发布的品牌：Nike');

    const wrongPlatform = await reseller.call('POST', '/distribution/release/bulkFile', {
      platform: 'wish',
      template_id: template.id,
      product_ids: [product.id],
    });
    expect(wrongPlatform.status_code).toBe(422);
    expect(wrongPlatform.msg).toMatch(/不是 Wish 的模板/);
    const dj = await reseller.call('POST', '/distribution/release/bulkFile', {
      platform: 'dj',
      template_id: template.id,
      product_ids: [product.id],
    });
    expect(dj.status_code).toBe(422);
    expect(dj.msg).toMatch(/没有批量上传文件/);
    const etsy = await reseller.call('POST', '/distribution/release/bulkFile', {
      platform: 'etsy',
      template_id: (await templateOf(reseller, 'etsy')).id,
      product_ids: [product.id],
    });
    expect(etsy.status_code).toBe(422);
    expect(etsy.msg).toBe('Etsy 没有批量上传文件，请授权店铺后直接刊登');
    const badBody = await reseller.call('POST', '/distribution/release/bulkFile', {
      platform: 'shopee',
      template_id: template.id,
      product_ids: [],
    });
    expect(badBody.status_code).toBe(422);
  });
});
