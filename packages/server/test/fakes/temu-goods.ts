import { createHash } from 'node:crypto';
import type { FakeResponse } from './fake-http.js';
import { fail, startTemuFake, success, type TemuFake, type TemuFakeOptions } from './temu.js';

/**
 * Contract fake of Temu's local goods calls for a seller's own store, as partner-us.temu.com's
 * "How to release a product" and API list are transcribed publicly, on Temu's router and signing
 * (fakes/temu.ts):
 * - `bg.local.goods.image.upload {fileUrl}` (a picture's URL) → `{url}` on Temu's image host;
 * - `bg.local.goods.spec.id.get {catId, parentSpecId, childSpecName}` → `{specId}`, the same id for
 *   the same name;
 * - `bg.local.goods.add {goodsBasic{goodsName ≤ 500, catId (leaf), outGoodsSn (unique)},
 *   goodsServicePromise{shipmentLimitDay, fulfillmentType 1, costTemplateId}, goodsProperty,
 *   goodsDesc ≤ 10000, skuList[{outSkuSn (unique), specIdList, basePrice{amount, currency},
 *   quantity 0–999999, weight, weightUnit, length, width, height, volumeUnit, images}]}` →
 *   `{goodsId, skuInfoList[{skuId, outSkuSn}]}`;
 * - `bg.local.goods.update {goodsId, …the same}`, `bg.local.goods.sale.status.set {goodsId,
 *   onsale, operationType}` and `temu.local.goods.list.retrieve {goodsSearchType, outSkuSnList}`;
 * - `bg.local.goods.list.query {pageNo, pageSize ≤ 100, goodsSearchType, goodsStatusFilterType}`
 *   → `{total, pageNo, goodsList[{goodsId, goodsName, outGoodsSn, thumbUrl, skuInfoList[{skuId,
 *   outSkuSn, specList}]}]}` (as the partner docs list it; specList's fields are our reading),
 *   4000004 beyond the call quota.
 * Pictures must be Temu's (converted first). Refusals answer `150010003` (documented) with our
 * wording. New goods go on sale at once here; Temu reviews the price and content first.
 */
export interface FakeTemuSku {
  skuId: number;
  outSkuSn: string;
  specIdList: number[];
  basePrice: { amount: string; currency: string };
  quantity: number;
  images: string[];
  weight: string;
}

export interface FakeTemuGoods {
  goodsId: number;
  goodsName: string;
  catId: number;
  outGoodsSn: string;
  goodsDesc: string;
  detailImage: string[];
  costTemplateId: string;
  onsale: boolean;
  skus: FakeTemuSku[];
}

export interface TemuGoodsFakeOptions extends Omit<TemuFakeOptions, 'moreTypes'> {
  /** Every Nth goods list query is answered 4000004 (0: never). */
  goodsListQuotaEvery?: number;
}

export interface TemuGoodsFake extends TemuFake {
  goods: FakeTemuGoods[];
  /** Temu image URL → the picture it was converted from. */
  images: Map<string, string>;
  /** spec id → its parent spec and name. */
  specs: Map<number, { parentSpecId: number; name: string }>;
  readonly adds: number;
  readonly updates: number;
  /** Goods list queries refused for the call quota. */
  readonly goodsListThrottled: number;
  /**
   * Goods on sale as a seller made them in Seller Center: the mug and tee seed()'s orders name
   * (their goods and SKU ids), then `extra` more with two SKUs each, and one off sale.
   */
  seedGoods(extra: number): FakeTemuGoods[];
}

/** Leaf categories the fake knows (29069: Women / Tops, Tees & Blouses / T-Shirts, Temu's test category). */
const LEAF_CATEGORIES = new Set([29069, 29070]);
const PARENT_SPECS = new Set([1001, 3001]);
const IMAGE_HOST = 'https://img.kwcdn.com/product/open/';

const invalid = (message: string) => fail(150010003, `Invalid Request Parameters: ${message}`);

export async function startTemuGoodsFake(options: TemuGoodsFakeOptions): Promise<TemuGoodsFake> {
  const goods: FakeTemuGoods[] = [];
  const images = new Map<string, string>();
  const specs = new Map<number, { parentSpecId: number; name: string }>();
  let goodsSequence = 0;
  let skuSequence = 0;
  let adds = 0;
  let updates = 0;
  let goodsListCalls = 0;
  let goodsListThrottled = 0;

  function imageUpload(body: Record<string, unknown>): FakeResponse {
    const fileUrl = String(body.fileUrl ?? '');
    if (!/^https?:\/\/\S+$/.test(fileUrl)) return invalid('fileUrl must be an image URL');
    const url = `${IMAGE_HOST}${createHash('md5').update(fileUrl).digest('hex')}.jpg`;
    images.set(url, fileUrl);
    return success({ url });
  }

  function specId(body: Record<string, unknown>): FakeResponse {
    const parentSpecId = Number(body.parentSpecId);
    const name = String(body.childSpecName ?? '').trim();
    if (!LEAF_CATEGORIES.has(Number(body.catId))) return invalid('catId is not a leaf category');
    if (!PARENT_SPECS.has(parentSpecId)) return invalid('parentSpecId is not a sale property');
    if (!name) return invalid('childSpecName is required');
    for (const [id, spec] of specs)
      if (spec.parentSpecId === parentSpecId && spec.name === name) return success({ specId: id });
    const id = 50_000 + specs.size + 1;
    specs.set(id, { parentSpecId, name });
    return success({ specId: id });
  }

  /** The first rule the goods break, or null; `self` is the goods an update edits. */
  function problem(body: Record<string, unknown>, self: FakeTemuGoods | null): string | null {
    const basic = body.goodsBasic as Record<string, unknown> | undefined;
    const promise = body.goodsServicePromise as Record<string, unknown> | undefined;
    const skuList = body.skuList as Array<Record<string, unknown>> | undefined;
    if (!basic || !promise || !body.goodsProperty || !Array.isArray(skuList))
      return 'goodsBasic, goodsServicePromise, goodsProperty and skuList are required';
    const name = String(basic.goodsName ?? '');
    if (!name || name.length > 500) return 'goodsName is required, at most 500 characters';
    if (!LEAF_CATEGORIES.has(Number(basic.catId))) return `catId ${basic.catId} is not a leaf`;
    const outGoodsSn = String(basic.outGoodsSn ?? '');
    if (outGoodsSn.length > 100) return 'outGoodsSn is at most 100 characters';
    if (outGoodsSn && goods.some((g) => g !== self && g.outGoodsSn === outGoodsSn))
      return `outGoodsSn ${outGoodsSn} is duplicated`;
    const gallery = (basic.goodsGallery as { detailImage?: unknown[] } | undefined)?.detailImage;
    if ((gallery ?? []).some((url) => !images.has(String(url))))
      return 'detailImage must be uploaded through bg.local.goods.image.upload';
    if (promise.fulfillmentType !== 1 || !promise.costTemplateId || !promise.shipmentLimitDay)
      return 'shipmentLimitDay, fulfillmentType and costTemplateId are required';
    if (String(body.goodsDesc ?? '').length > 10_000) return 'goodsDesc is at most 10000';
    if (skuList.length === 0) return 'skuList is required';
    const seen = new Set<string>();
    for (const sku of skuList) {
      const outSkuSn = String(sku.outSkuSn ?? '');
      if (seen.has(outSkuSn)) return `outSkuSn ${outSkuSn} is duplicated`;
      seen.add(outSkuSn);
      if (goods.some((g) => g !== self && g.skus.some((s) => s.outSkuSn === outSkuSn)))
        return `outSkuSn ${outSkuSn} is duplicated`;
      const specIdList = sku.specIdList as unknown[] | undefined;
      if (!Array.isArray(specIdList) || specIdList.length === 0) return 'specIdList is required';
      if (specIdList.some((id) => !specs.has(Number(id)))) return 'specIdList has an unknown id';
      const price = sku.basePrice as { amount?: string; currency?: string } | undefined;
      if (!price?.currency || !(Number(price.amount) > 0))
        return 'basePrice needs an amount above 0 and a currency';
      const quantity = Number(sku.quantity);
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > 999_999)
        return 'quantity must be within [0, 999999]';
      for (const key of ['weight', 'length', 'width', 'height'])
        if (!(Number(sku[key]) > 0)) return `${key} is required`;
      if (!sku.weightUnit || !sku.volumeUnit) return 'weightUnit and volumeUnit are required';
      const skuImages = sku.images as unknown[] | undefined;
      if (!Array.isArray(skuImages) || skuImages.length === 0) return 'images is required';
      if (skuImages.some((url) => !images.has(String(url))))
        return 'images must be uploaded through bg.local.goods.image.upload';
    }
    return null;
  }

  /** Writes the body into `into`, keeping the sku ids of SKUs already there. */
  function write(into: FakeTemuGoods, body: Record<string, unknown>) {
    const basic = body.goodsBasic as Record<string, unknown>;
    const promise = body.goodsServicePromise as Record<string, unknown>;
    into.goodsName = String(basic.goodsName);
    into.catId = Number(basic.catId);
    into.outGoodsSn = String(basic.outGoodsSn ?? '');
    into.detailImage = (
      (basic.goodsGallery as { detailImage?: string[] } | undefined)?.detailImage ?? []
    ).map(String);
    into.goodsDesc = String(body.goodsDesc ?? '');
    into.costTemplateId = String(promise.costTemplateId);
    into.skus = (body.skuList as Array<Record<string, unknown>>).map((sku) => ({
      skuId:
        into.skus.find((s) => s.outSkuSn === sku.outSkuSn)?.skuId ?? 17_592_100_000 + ++skuSequence,
      outSkuSn: String(sku.outSkuSn ?? ''),
      specIdList: (sku.specIdList as unknown[]).map(Number),
      basePrice: sku.basePrice as { amount: string; currency: string },
      quantity: Number(sku.quantity),
      images: (sku.images as unknown[]).map(String),
      weight: String(sku.weight),
    }));
  }

  const answer = (g: FakeTemuGoods) =>
    success({
      goodsId: g.goodsId,
      skuInfoList: g.skus.map((s) => ({ skuId: s.skuId, outSkuSn: s.outSkuSn })),
    });

  function add(body: Record<string, unknown>): FakeResponse {
    const refused = problem(body, null);
    if (refused) return invalid(refused);
    adds++;
    const made: FakeTemuGoods = {
      goodsId: 602_445_000_000_000 + ++goodsSequence,
      goodsName: '',
      catId: 0,
      outGoodsSn: '',
      goodsDesc: '',
      detailImage: [],
      costTemplateId: '',
      onsale: true,
      skus: [],
    };
    write(made, body);
    goods.push(made);
    return answer(made);
  }

  const find = (goodsId: unknown) => goods.find((g) => g.goodsId === Number(goodsId));

  function update(body: Record<string, unknown>): FakeResponse {
    const target = find(body.goodsId);
    if (!target) return invalid(`goodsId ${String(body.goodsId)} does not exist`);
    const refused = problem(body, target);
    if (refused) return invalid(refused);
    updates++;
    write(target, body);
    return answer(target);
  }

  function saleStatus(body: Record<string, unknown>): FakeResponse {
    const target = find(body.goodsId);
    if (!target) return invalid(`goodsId ${String(body.goodsId)} does not exist`);
    if (body.onsale !== 0 && body.onsale !== 1) return invalid('onsale must be 0 or 1');
    target.onsale = body.onsale === 1;
    return success({ success: true });
  }

  function retrieve(body: Record<string, unknown>): FakeResponse {
    if (!body.goodsSearchType) return invalid('goodsSearchType is required');
    const wanted = (body.outSkuSnList as unknown[] | undefined)?.map(String) ?? [];
    const found = goods.filter((g) => g.skus.some((s) => wanted.includes(s.outSkuSn)));
    return success({
      goodsList: found.slice(0, Number(body.pageSize) || 25).map((g) => ({
        goodsId: g.goodsId,
        goodsName: g.goodsName,
        outGoodsSn: g.outGoodsSn,
        outSkuSnList: g.skus.map((s) => s.outSkuSn),
        goodsShowSubStatus: g.onsale ? 2001 : 3002,
      })),
      pageToken: '',
    });
  }

  function listQuery(body: Record<string, unknown>): FakeResponse {
    goodsListCalls++;
    if (options.goodsListQuotaEvery && goodsListCalls % options.goodsListQuotaEvery === 0) {
      goodsListThrottled++;
      return fail(4000004, 'Request frequency is too high, please try again later');
    }
    const pageNo = Number(body.pageNo);
    const pageSize = Number(body.pageSize);
    if (!(pageNo >= 1) || !(pageSize >= 1 && pageSize <= 100))
      return invalid('pageNo and pageSize (at most 100) are required');
    if (body.goodsSearchType === undefined || body.goodsStatusFilterType === undefined)
      return invalid('goodsSearchType and goodsStatusFilterType are required');
    const onSale = body.goodsStatusFilterType === 1;
    const matching = goods.filter((g) => !onSale || g.onsale);
    return success({
      total: matching.length,
      pageNo,
      goodsList: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((g) => ({
        goodsId: g.goodsId,
        goodsName: g.goodsName,
        outGoodsSn: g.outGoodsSn,
        catId: g.catId,
        thumbUrl: g.detailImage[0] ?? '',
        skuInfoList: g.skus.map((s) => ({
          skuId: s.skuId,
          outSkuSn: s.outSkuSn,
          specList: s.specIdList.map((specId) => ({
            specId,
            parentSpecId: specs.get(specId)?.parentSpecId,
            specName: specs.get(specId)?.name ?? '',
          })),
        })),
      })),
    });
  }

  /** The spec id of a name under a parent spec, made when new (as spec.id.get does). */
  function specOf(parentSpecId: number, name: string) {
    for (const [id, spec] of specs)
      if (spec.parentSpecId === parentSpecId && spec.name === name) return id;
    const id = 50_000 + specs.size + 1;
    specs.set(id, { parentSpecId, name });
    return id;
  }

  function sellerGoods(
    goodsId: number,
    goodsName: string,
    skus: Array<{ skuId: number; outSkuSn: string; color: string; size: string }>,
    onsale = true,
  ): FakeTemuGoods {
    const picture = `${IMAGE_HOST}seller-${goodsId}.jpg`;
    images.set(picture, `https://seller.example/${goodsId}.jpg`);
    return {
      goodsId,
      goodsName,
      catId: 29069,
      outGoodsSn: '',
      goodsDesc: goodsName,
      detailImage: [picture],
      costTemplateId: 'LFT-SELLER',
      onsale,
      skus: skus.map((sku) => ({
        skuId: sku.skuId,
        outSkuSn: sku.outSkuSn,
        specIdList: [specOf(1001, sku.color), specOf(3001, sku.size)],
        basePrice: { amount: '12.50', currency: 'USD' },
        quantity: 100,
        images: [picture],
        weight: '300',
      })),
    };
  }

  function seedGoods(extra: number) {
    const made = [
      sellerGoods(601099000000001, 'Custom Mug', [
        { skuId: 17592000000001, outSkuSn: 'TEMU-MUG', color: 'White', size: '11oz' },
      ]),
      sellerGoods(601099000000002, 'Custom Tee', [
        { skuId: 17592000000002, outSkuSn: 'TEMU-TEE-M', color: 'Black', size: 'M' },
        { skuId: 17592000000003, outSkuSn: '', color: 'Black', size: 'L' },
      ]),
    ];
    for (let i = 1; i <= extra; i++)
      made.push(
        sellerGoods(601099100000000 + i, `Seller Goods ${i}`, [
          {
            skuId: 17592100000000 + i * 10 + 1,
            outSkuSn: `TEMU-G${i}-S`,
            color: 'Blue',
            size: 'S',
          },
          {
            skuId: 17592100000000 + i * 10 + 2,
            outSkuSn: `TEMU-G${i}-L`,
            color: 'Blue',
            size: 'L',
          },
        ]),
      );
    made.push(
      sellerGoods(
        601099200000001,
        'Retired Cap',
        [{ skuId: 17592200000001, outSkuSn: 'TEMU-CAP', color: 'Red', size: 'One' }],
        false,
      ),
    );
    goods.push(...made);
    return made;
  }

  function moreTypes(type: string, body: Record<string, unknown>) {
    switch (type) {
      case 'bg.local.goods.image.upload':
        return imageUpload(body);
      case 'bg.local.goods.spec.id.get':
        return specId(body);
      case 'bg.local.goods.add':
        return add(body);
      case 'bg.local.goods.update':
        return update(body);
      case 'bg.local.goods.sale.status.set':
        return saleStatus(body);
      case 'temu.local.goods.list.retrieve':
        return retrieve(body);
      case 'bg.local.goods.list.query':
        return listQuery(body);
      default:
        return null;
    }
  }

  const temu = await startTemuFake({ ...options, moreTypes });
  return Object.defineProperties(Object.assign(temu, { goods, images, specs, seedGoods }), {
    adds: { get: () => adds },
    updates: { get: () => updates },
    goodsListThrottled: { get: () => goodsListThrottled },
  }) as TemuGoodsFake;
}
