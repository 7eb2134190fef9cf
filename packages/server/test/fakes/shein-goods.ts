import { createHash } from 'node:crypto';
import type { FakeResponse } from './fake-http.js';
import { ok, refuse, startSheinFake, type SheinFake, type SheinFakeOptions } from './shein.js';

/**
 * Contract fake of Shein's goods open API (open.sheincorp.com apidoc 3001020 as transcribed in
 * the public shein_api SDK and a publishOrEdit payload schema), on Shein's signing (fakes/shein.ts):
 * - `/open-api/goods/transform-pic {image_type, original_url}` → `{original, transformed}`;
 * - `/open-api/goods/product/publishOrEdit`: a new SPU needs `category_id` (last level),
 *   `site_list`, `multi_language_name_list` (≤ 1000), `skc_list` (1–40) each with `supplier_code`,
 *   `sale_attribute`, `image_info` (one main picture, ≤ 10 details, a colour block when several
 *   SKCs, SHEIN URLs only) and `sku_list` (1–200: `supplier_sku` unique in the store, `mall_state`
 *   1 / 2, weight in grams > 0, length / width / height, `price_info_list` and `stock_info_list`);
 *   an edit names `spu_name`, each known SKC's `skc_name` and SKU's `sku_code`, sends no
 *   `site_list`, and no prices or stock for known SKUs. Answers `{spu_name, skc_list[{skc_name,
 *   sku_list[{sku_code, supplier_sku}]}]}`;
 * - `/open-api/goods/spu-info {spuName, languageList}` (the SPU as publishOrEdit wrote it: names,
 *   each SKC's colour, pictures and shelf state, each SKU's size and prices),
 *   `/open-api/openapi-business-backend/product/query {pageNum, pageSize}` and
 *   `/open-api/goods/modify-skc-shelf`;
 * - `/open-api/openapi-business-backend/product/price/save {productPriceList[{productCode (SKU
 *   code), site, currencyCode, shopPrice}]}` (≤ 100 rows) → `{data[{productCode, site, success,
 *   message}]}`, as public callers of it send and read it.
 * Not confirmed (README publishing): the answer fields of transform-pic, publishOrEdit and
 * spu-info (a public probe script reads it in camelCase: skcInfoList, skuInfoList, skuCode), the
 * product list's shape, modify-skc-shelf's body, the refusal codes and wording. New
 * SPUs are approved at once here; Shein reviews them first.
 */
export interface FakeSheinSku {
  sku_code: string;
  supplier_sku: string;
  mall_state: number;
  weight: number;
  size_value: string;
  base_price: number;
  currency: string;
  inventory_num: number;
}

export interface FakeSheinSkc {
  skc_name: string;
  supplier_code: string;
  color: string;
  /** 1 on the shelf, 2 off. */
  shelf_status: number;
  images: Array<{ image_type: number; image_url: string }>;
  skus: FakeSheinSku[];
}

export interface FakeSheinSpu {
  spu_name: string;
  supplier_code: string;
  category_id: number;
  sub_sites: string[];
  name: string;
  description: string;
  skcs: FakeSheinSkc[];
}

export interface SheinGoodsFakeOptions extends Omit<SheinFakeOptions, 'moreRoutes'> {
  /** product/query calls (1-based) answered 429 instead. */
  throttleProductQueryCalls?: number[];
}

export interface SheinPriceSave {
  productCode: string;
  site: string;
  currencyCode: string;
  shopPrice: number;
}

export interface SheinGoodsFake extends SheinFake {
  spus: FakeSheinSpu[];
  /** SHEIN picture URL → the picture it was transformed from and its type. */
  pictures: Map<string, { original: string; imageType: number }>;
  readonly publishes: number;
  readonly edits: number;
  /** Price rows price/save accepted, in order. */
  priceSaves: SheinPriceSave[];
  /**
   * SPUs on the shelf as a seller made them in SHEIN 商家后台: the mug and tee seed()'s orders
   * name (their SKU codes), then `extra` more with two SKUs each, and one taken off the shelf.
   */
  seedSpus(extra: number): FakeSheinSpu[];
}

const LAST_LEVEL_CATEGORIES = new Set([1738, 2033]);
const IMAGE_TYPES = new Set([1, 2, 5, 6, 7]);
const SITES = new Set(['shein-us', 'shein-eu', 'shein-mx']);

type Row = Record<string, unknown>;
const list = (value: unknown) => (Array.isArray(value) ? (value as Row[]) : null);

export async function startSheinGoodsFake(options: SheinGoodsFakeOptions): Promise<SheinGoodsFake> {
  const spus: FakeSheinSpu[] = [];
  const pictures = new Map<string, { original: string; imageType: number }>();
  let spuSequence = 0;
  let codeSequence = 0;
  let publishes = 0;
  let edits = 0;
  let productQueries = 0;
  const priceSaves: SheinPriceSave[] = [];

  function transform(body: Row): FakeResponse {
    const imageType = Number(body.image_type);
    const original = String(body.original_url ?? '');
    if (!IMAGE_TYPES.has(imageType)) return refuse('60001', 'image_type is invalid');
    if (!/^https?:\/\/\S+$/.test(original)) return refuse('60002', 'original_url is invalid');
    const hash = createHash('md5').update(`${imageType}${original}`).digest('hex');
    const transformed = `https://img.ltwebstatic.com/images3_spmp/${hash}.jpg`;
    pictures.set(transformed, { original, imageType });
    return ok({ original, transformed });
  }

  /** The first rule the SPU breaks; `spu` is the one an edit names. */
  function problem(body: Row, spu: FakeSheinSpu | null): string | null {
    if (!LAST_LEVEL_CATEGORIES.has(Number(body.category_id)))
      return `category_id ${String(body.category_id)} is not a last-level category`;
    if (spu && body.site_list !== undefined) return 'site_list must not be sent when editing';
    if (!spu) {
      const sites = list(body.site_list)?.flatMap((s) => list(s.sub_site_list) ?? []) ?? [];
      if (sites.length === 0 || sites.some((s) => !SITES.has(String(s))))
        return 'site_list needs sub sites of the store';
    }
    const names = list(body.multi_language_name_list);
    if (!names?.some((n) => n.language === 'en' && String(n.name ?? '').length > 0))
      return 'multi_language_name_list needs the default language (en)';
    if (names.some((n) => String(n.name).length > 1000)) return 'name is at most 1000 characters';
    const skcs = list(body.skc_list);
    if (!skcs || skcs.length === 0 || skcs.length > 40) return 'skc_list needs 1 to 40 SKCs';
    const skus = new Set<string>();
    for (const skc of skcs) {
      if (!skc.supplier_code) return 'supplier_code is required for every SKC';
      const known = skc.skc_name ? spu?.skcs.find((s) => s.skc_name === skc.skc_name) : undefined;
      if (skc.skc_name && !known) return `skc_name ${String(skc.skc_name)} is not of this SPU`;
      const sale = skc.sale_attribute as Row | undefined;
      if (!sale?.attribute_id) return 'sale_attribute is required';
      const images = list((skc.image_info as Row | undefined)?.image_info_list) ?? [];
      if (images.filter((i) => i.image_type === 1).length !== 1)
        return 'one main image is required';
      if (images.filter((i) => i.image_type === 2).length > 10) return 'at most 10 detail images';
      if (skcs.length > 1 && !images.some((i) => i.image_type === 6))
        return 'a colour block image is required for several SKCs';
      if (images.some((i) => !pictures.has(String(i.image_url))))
        return 'image_url must be a SHEIN picture (transform-pic)';
      const skuList = list(skc.sku_list);
      if (!skuList || skuList.length === 0 || skuList.length > 200)
        return 'sku_list needs 1 to 200 SKUs';
      for (const sku of skuList) {
        const supplierSku = String(sku.supplier_sku ?? '');
        if (!supplierSku || skus.has(supplierSku)) return `supplier_sku ${supplierSku} is invalid`;
        skus.add(supplierSku);
        const mine = sku.sku_code
          ? known?.skus.find((s) => s.sku_code === sku.sku_code)
          : undefined;
        if (sku.sku_code && !mine) return `sku_code ${String(sku.sku_code)} is not of this SKC`;
        const elsewhere = spus.some((other) =>
          other.skcs.some((c) => c.skus.some((s) => s.supplier_sku === supplierSku && s !== mine)),
        );
        if (elsewhere) return `supplier_sku ${supplierSku} already exists in the store`;
        if (sku.mall_state !== 1 && sku.mall_state !== 2) return 'mall_state must be 1 or 2';
        if (!Number.isInteger(sku.weight) || Number(sku.weight) <= 0)
          return 'weight must be a positive integer (g)';
        for (const key of ['length', 'width', 'height'])
          if (!(Number(sku[key]) > 0)) return `${key} is required`;
        const prices = list(sku.price_info_list);
        if (mine && (prices || sku.stock_info_list))
          return 'price_info_list and stock_info_list cannot be sent when editing a SKU';
        if (!mine) {
          if (!prices?.length || !list(sku.stock_info_list)?.length)
            return 'price_info_list and stock_info_list are required for a new SKU';
          if (prices.some((p) => !(Number(p.base_price) > 0) || !p.currency || !p.sub_site))
            return 'base_price, currency and sub_site are required';
        }
      }
    }
    return null;
  }

  /** Writes the body into the SPU, keeping the codes, prices and stock of what is known. */
  function write(spu: FakeSheinSpu, body: Row) {
    spu.category_id = Number(body.category_id);
    spu.supplier_code = String(body.supplier_code ?? '');
    spu.name = String(list(body.multi_language_name_list)![0]!.name);
    spu.description = String(list(body.multi_language_desc_list)?.[0]?.name ?? '');
    if (!body.spu_name)
      spu.sub_sites = list(body.site_list)!.flatMap((s) => list(s.sub_site_list)!.map(String));
    spu.skcs = list(body.skc_list)!.map((skc) => {
      const known = spu.skcs.find((s) => s.skc_name === skc.skc_name);
      return {
        skc_name: known?.skc_name ?? `sk${String(++codeSequence).padStart(10, '0')}`,
        supplier_code: String(skc.supplier_code),
        color: String((skc.sale_attribute as Row).custom_attribute_value ?? ''),
        shelf_status: known?.shelf_status ?? 1,
        images: list((skc.image_info as Row).image_info_list)!.map((i) => ({
          image_type: Number(i.image_type),
          image_url: String(i.image_url),
        })),
        skus: list(skc.sku_list)!.map((sku) => {
          const mine = known?.skus.find((s) => s.sku_code === sku.sku_code);
          const price = list(sku.price_info_list)?.[0];
          return {
            sku_code: mine?.sku_code ?? `I${String(++codeSequence).padStart(10, '0')}`,
            supplier_sku: String(sku.supplier_sku),
            mall_state: Number(sku.mall_state),
            weight: Number(sku.weight),
            size_value: String(list(sku.sale_attribute_list)?.[0]?.custom_attribute_value ?? ''),
            base_price: mine?.base_price ?? Number(price!.base_price),
            currency: mine?.currency ?? String(price!.currency),
            inventory_num:
              mine?.inventory_num ?? Number(list(sku.stock_info_list)![0]!.inventory_num),
          };
        }),
      };
    });
  }

  const codes = (spu: FakeSheinSpu) => ({
    spu_name: spu.spu_name,
    skc_list: spu.skcs.map((skc) => ({
      skc_name: skc.skc_name,
      supplier_code: skc.supplier_code,
      sku_list: skc.skus.map((s) => ({ sku_code: s.sku_code, supplier_sku: s.supplier_sku })),
    })),
  });

  function publishOrEdit(body: Row): FakeResponse {
    const spu = body.spu_name ? spus.find((s) => s.spu_name === body.spu_name) : null;
    if (body.spu_name && !spu)
      return refuse('60010', `spu_name ${String(body.spu_name)} not found`);
    const refused = problem(body, spu ?? null);
    if (refused) return refuse('60011', refused);
    if (spu) {
      edits++;
      write(spu, body);
      return ok({ success: true, ...codes(spu) });
    }
    publishes++;
    const made: FakeSheinSpu = {
      spu_name: `h24${String(++spuSequence).padStart(9, '0')}`,
      supplier_code: '',
      category_id: 0,
      sub_sites: [],
      name: '',
      description: '',
      skcs: [],
    };
    write(made, body);
    spus.push(made);
    return ok({ success: true, ...codes(made) });
  }

  function spuInfo(body: Row): FakeResponse {
    const spu = spus.find((s) => s.spu_name === body.spuName);
    if (!spu) return refuse('60010', `spuName ${String(body.spuName)} not found`);
    return ok({
      spu_name: spu.spu_name,
      supplier_code: spu.supplier_code,
      multi_language_name_list: [{ language: 'en', name: spu.name }],
      skc_info_list: spu.skcs.map((skc) => ({
        skc_name: skc.skc_name,
        supplier_code: skc.supplier_code,
        shelf_status: skc.shelf_status,
        sale_attribute: { attribute_id: 27, custom_attribute_value: skc.color },
        image_info: { image_info_list: skc.images },
        sku_info_list: skc.skus.map((s) => ({
          sku_code: s.sku_code,
          supplier_sku: s.supplier_sku,
          sale_attribute_list: s.size_value
            ? [{ attribute_id: 87, custom_attribute_value: s.size_value }]
            : [],
          price_info_list: spu.sub_sites.map((sub_site) => ({
            base_price: s.base_price,
            currency: s.currency,
            sub_site,
          })),
        })),
      })),
    });
  }

  function productQuery(body: Row): FakeResponse {
    productQueries++;
    if (options.throttleProductQueryCalls?.includes(productQueries))
      return {
        status: 429,
        body: JSON.stringify({ code: '429', msg: 'Too Many Requests' }),
        raw: true,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
      };
    const pageNum = Number(body.pageNum ?? 1);
    const pageSize = Number(body.pageSize ?? 50);
    if (!(pageSize >= 1 && pageSize <= 50)) return refuse('60001', 'pageSize is at most 50');
    const page = spus.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return ok({
      data: page.map((s) => ({ spuName: s.spu_name, supplierCode: s.supplier_code })),
      meta: { count: spus.length },
    });
  }

  function modifyShelf(body: Row): FakeResponse {
    const spu = spus.find((s) => s.spu_name === body.spu_name);
    if (!spu) return refuse('60010', `spu_name ${String(body.spu_name)} not found`);
    const changes = list(body.skc_list) ?? [];
    if (changes.length === 0) return refuse('60001', 'skc_list is required');
    for (const change of changes) {
      const skc = spu.skcs.find((s) => s.skc_name === change.skc_name);
      if (!skc) return refuse('60010', `skc_name ${String(change.skc_name)} not found`);
      if (change.shelf_status !== 1 && change.shelf_status !== 2)
        return refuse('60001', 'shelf_status must be 1 or 2');
    }
    for (const change of changes)
      spu.skcs.find((s) => s.skc_name === change.skc_name)!.shelf_status = Number(
        change.shelf_status,
      );
    return ok({ success: true });
  }

  function savePrices(body: Row): FakeResponse {
    const rows = list(body.productPriceList);
    if (!rows || rows.length === 0 || rows.length > 100)
      return refuse('60001', 'productPriceList must hold 1 to 100 rows');
    const data = rows.map((row) => {
      const code = String(row.productCode ?? '');
      const spu = spus.find((p) => p.skcs.some((c) => c.skus.some((s) => s.sku_code === code)));
      const sku = spu?.skcs.flatMap((c) => c.skus).find((s) => s.sku_code === code);
      const message = !sku
        ? `productCode ${code} not found`
        : !spu!.sub_sites.includes(String(row.site))
          ? `site ${String(row.site)} is not a site of the SPU`
          : row.currencyCode !== sku.currency
            ? `currencyCode must be ${sku.currency}`
            : !(Number(row.shopPrice) > 0)
              ? 'shopPrice must be above 0'
              : null;
      if (sku && !message) {
        sku.base_price = Number(row.shopPrice);
        priceSaves.push({
          productCode: code,
          site: String(row.site),
          currencyCode: String(row.currencyCode),
          shopPrice: Number(row.shopPrice),
        });
      }
      return {
        productCode: code,
        site: row.site,
        success: !message,
        status: message ? 0 : 1,
        message,
      };
    });
    return ok({ data });
  }

  function sellerSpu(
    name: string,
    skcs: Array<{
      color: string;
      shelf: number;
      skus: Array<{ code: string; sku: string; size: string }>;
    }>,
  ): FakeSheinSpu {
    const spuName = `h25${String(++spuSequence).padStart(9, '0')}`;
    return {
      spu_name: spuName,
      supplier_code: `SELLER-${spuName}`,
      category_id: 1738,
      sub_sites: ['shein-us'],
      name,
      description: name,
      skcs: skcs.map((skc, i) => {
        const picture = `https://img.ltwebstatic.com/images3_spmp/${spuName}-${i}.jpg`;
        pictures.set(picture, {
          original: `https://seller.example/${spuName}-${i}.jpg`,
          imageType: 1,
        });
        return {
          skc_name: `sk${String(++codeSequence).padStart(10, '0')}`,
          supplier_code: `SELLER-${spuName}-${i + 1}`,
          color: skc.color,
          shelf_status: skc.shelf,
          images: [{ image_type: 1, image_url: picture }],
          skus: skc.skus.map((sku) => ({
            sku_code: sku.code,
            supplier_sku: sku.sku,
            mall_state: 1,
            weight: 300,
            size_value: sku.size,
            base_price: 12.5,
            currency: 'USD',
            inventory_num: 100,
          })),
        };
      }),
    };
  }

  function seedSpus(extra: number) {
    const made = [
      sellerSpu('Custom Mug', [
        { color: 'White', shelf: 1, skus: [{ code: 'I73mugwht', sku: 'SHEIN-MUG', size: '11oz' }] },
      ]),
      sellerSpu('Custom Tee', [
        {
          color: 'Black',
          shelf: 1,
          skus: [
            { code: 'I73teeblkm', sku: 'SHEIN-TEE-M', size: 'M' },
            { code: 'I73teeblkl', sku: 'SHEIN-TEE-L', size: 'L' },
          ],
        },
        // Taken off the shelf: not for sale, not listed.
        {
          color: 'Red',
          shelf: 2,
          skus: [{ code: 'I73teeredm', sku: 'SHEIN-TEE-RED-M', size: 'M' }],
        },
      ]),
    ];
    for (let i = 1; i <= extra; i++)
      made.push(
        sellerSpu(`Seller Goods ${i}`, [
          {
            color: 'Blue',
            shelf: 1,
            skus: [
              { code: `I80g${i}s`, sku: `SHEIN-G${i}-S`, size: 'S' },
              { code: `I80g${i}l`, sku: `SHEIN-G${i}-L`, size: 'L' },
            ],
          },
        ]),
      );
    spus.push(...made);
    return made;
  }

  function moreRoutes(path: string, body: Row): FakeResponse | null {
    switch (path) {
      case '/open-api/goods/transform-pic':
        return transform(body);
      case '/open-api/goods/product/publishOrEdit':
        return publishOrEdit(body);
      case '/open-api/goods/spu-info':
        return spuInfo(body);
      case '/open-api/openapi-business-backend/product/query':
        return productQuery(body);
      case '/open-api/goods/modify-skc-shelf':
        return modifyShelf(body);
      case '/open-api/openapi-business-backend/product/price/save':
        return savePrices(body);
      default:
        return null;
    }
  }

  const shein = await startSheinFake({ ...options, moreRoutes });
  return Object.defineProperties(Object.assign(shein, { spus, pictures, priceSaves, seedSpus }), {
    publishes: { get: () => publishes },
    edits: { get: () => edits },
  }) as SheinGoodsFake;
}
