import type { Layer, TextLayer } from '@podkit/design';
import type {
  DesignedProduct,
  DesignedProductSaved,
  DesignedProductSummary,
  DistributionBasicProduct,
  DistributionBasicProductSummary,
  MaterialStyle,
  Paginator,
  PurchaseRule,
} from '@podkit/sdk-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/modules/index.js';
import { PRODUCT_RENDER_JOB, productRenderHandler } from '../src/modules/products/render-job.js';
import { createJobWorker } from '../src/modules/jobs/worker.js';
import type { Owner } from '../src/modules/materials/owner.js';
import type { MaterialRow } from '../src/modules/materials/schema.js';
import type { User } from '../src/modules/users/schema.js';
import { createStorage, type StorageDriver } from '../src/storage/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { createUser, defaultSiteId, signIn } from './support/accounts.js';
import { callApi } from './support/api.js';
import { imageLayer } from './support/designs.js';
import { drawPicture, seedMaterials } from './support/materials.js';

let server: TestServer;
let storage: StorageDriver;
let reseller: string;
let demo: Owner;
let other: string;
let otherUser: User;
let shirt: DistributionBasicProduct;
let art: MaterialRow;

const db = () => server.database.db;
const api = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown } = {},
) => callApi<T>(server.app, method, `/req${url}`, options);

/** A material row with its original stored (or not, to test a missing file). */
async function material(owner: Owner, seed: number, store = true): Promise<MaterialRow> {
  const [row] = await seedMaterials(db(), owner, 1, () => ({
    name: `图案${seed}`,
    fileKey: `s${owner.siteId}/u${owner.userId}/material/202501/Art${seed}${Date.now()}.png`,
    width: 400,
    height: 400,
  }));
  if (store)
    await storage.put(row!.fileKey, await drawPicture(seed, 400, 400), {
      contentType: 'image/png',
    });
  return row!;
}

/** A document on the shirt's front; the print area the client sends is deliberately wrong. */
function documentWith(layers: Layer[]) {
  return {
    schemaVersion: 1,
    productId: shirt.id,
    colorId: shirt.colors[0]!.id,
    views: [
      {
        viewId: shirt.views[0]!.view_id,
        printArea: { widthMm: 10, heightMm: 10, dpi: 72 },
        layers,
      },
    ],
  };
}

function productBody(layers: Layer[], overrides: Record<string, unknown> = {}) {
  return {
    name: '我的 T 恤设计',
    basic_product_id: shirt.id,
    document: documentWith(layers),
    color_ids: [shirt.colors[0]!.id, shirt.colors[1]!.id],
    size_ids: shirt.sizes.slice(0, 2).map((s) => s.id),
    ...overrides,
  };
}

/** Runs every due job (a failed attempt is scheduled later, so the loop ends). */
async function runJobs(handlers = jobHandlers({ config: server.config })): Promise<number> {
  const worker = createJobWorker({ db: db(), handlers });
  let ran = 0;
  while (await worker.runOnce()) ran += 1;
  return ran;
}

/** The stored object behind a URL this server handed out. */
async function stored(url: string): Promise<Buffer> {
  const key = decodeURIComponent(new URL(url, 'http://x').pathname.slice('/files/'.length));
  const object = await storage.get(key);
  if (!object) throw new Error(`nothing stored at ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = await startTestServer();
  storage = createStorage(server.config);
  reseller = await signIn(server.app, 'demo', 'demo123456');
  const me = await api<{ id: number }>('GET', '/distribution/user', { token: reseller });
  const siteId = await defaultSiteId(db());
  demo = { siteId, userId: me.data.id };
  otherUser = await createUser(db(), { siteId, username: 'designer2', password: 'designer2pass' });
  other = await signIn(server.app, 'designer2', 'designer2pass');
  const list = await api<Paginator<DistributionBasicProductSummary>>(
    'GET',
    '/distribution/basicProduct?keyword=TSHIRT-001',
    { token: reseller },
  );
  const id = list.data.data.find((row) => row.code === 'TSHIRT-001')!.id;
  shirt = (
    await api<DistributionBasicProduct>('GET', `/distribution/basicProduct/${id}`, {
      token: reseller,
    })
  ).data;
  art = await material(demo, 1);
});
afterAll(async () => {
  await server?.close();
});

describe('saving a designed product', () => {
  it('names the path of a bad document field', async () => {
    const res = await api('POST', '/distribution/product', {
      token: reseller,
      payload: productBody([imageLayer(art.id, { opacity: 5 })]),
    });
    expect(res.status_code).toBe(422);
    expect(res.msg).toContain('views[0].layers[0].opacity');
    expect(res.msg).toContain('不透明度');
  });

  it('refuses a view that is not the blank’s', async () => {
    const body = productBody([imageLayer(art.id)]);
    body.document.views[0]!.viewId = 999_999;
    const res = await api('POST', '/distribution/product', { token: reseller, payload: body });
    expect(res.status_code).toBe(422);
    expect(res.msg).toContain('views[0].viewId');
  });

  it('answers not found for another reseller’s material, but takes a shared one', async () => {
    const foreign = await material({ siteId: demo.siteId, userId: otherUser.id }, 2);
    const refused = await api('POST', '/distribution/product', {
      token: reseller,
      payload: productBody([imageLayer(foreign.id)]),
    });
    expect(refused.status_code).toBe(404);
    expect(refused.msg).toBe(`素材 ${foreign.id} 不存在`);

    const shared = await api<{ is_shared: number }>('POST', '/distribution/material/share', {
      token: other,
      payload: { ids: [foreign.id], is_shared: 1 },
    });
    expect(shared.status_code, shared.msg).toBe(200);
    const taken = await api('POST', '/distribution/product', {
      token: reseller,
      payload: productBody([imageLayer(foreign.id)]),
    });
    expect(taken.status_code, taken.msg).toBe(200);
  });

  it('refuses a colour or size of another blank', async () => {
    const list = await api<Paginator<DistributionBasicProductSummary>>(
      'GET',
      '/distribution/basicProduct?keyword=HOODIE-001',
      { token: reseller },
    );
    const hoodieId = list.data.data.find((row) => row.code === 'HOODIE-001')!.id;
    const hoodie = await api<DistributionBasicProduct>(
      'GET',
      `/distribution/basicProduct/${hoodieId}`,
      { token: reseller },
    );
    const wrongColour = await api('POST', '/distribution/product', {
      token: reseller,
      payload: productBody([imageLayer(art.id)], { color_ids: [hoodie.data.colors[0]!.id] }),
    });
    expect(wrongColour.status_code).toBe(422);
    expect(wrongColour.msg).toContain('颜色');
    const wrongSize = await api('POST', '/distribution/product', {
      token: reseller,
      payload: productBody([imageLayer(art.id)], { size_ids: [hoodie.data.sizes[0]!.id] }),
    });
    expect(wrongSize.status_code).toBe(422);
    expect(wrongSize.msg).toContain('尺码');
  });
});

describe('a saved design', () => {
  let saved: DesignedProductSaved;

  beforeAll(async () => {
    const res = await api<DesignedProductSaved>('POST', '/distribution/product', {
      token: reseller,
      payload: productBody([imageLayer(art.id)], { name: '春日 T 恤' }),
    });
    expect(res.status_code, res.msg).toBe(200);
    saved = res.data;
  });

  it('has one SKU per colour × size priced by the reseller’s purchase rule', async () => {
    expect(saved.skus).toHaveLength(4);
    for (const sku of saved.skus) {
      const rule = await api<PurchaseRule>(
        'GET',
        `/distribution/basicProduct/getPurchaseRule/${shirt.id}?color_id=${sku.color_id}&size_id=${sku.size_id}`,
        { token: reseller },
      );
      expect(sku.purchase_price).toBe(rule.data.purchase_price);
      expect(sku.sku).toContain('TSHIRT-001');
    }
    // The entry level pays 98 % of 39.00 for the first size.
    expect(saved.skus[0]!.purchase_price).toBe('38.22');
  });

  it('renders the print file at the blank’s size and resolution, and a mockup per colour', async () => {
    const before = await api<DesignedProduct>('GET', `/distribution/product/${saved.id}`, {
      token: reseller,
    });
    expect(before.data.status).toBe('rendering');
    expect(before.data.print_files[0]).toMatchObject({ status: 'pending', url: '' });

    expect(await runJobs()).toBeGreaterThan(0);
    const job = await api<{ status: string; progress: { done: number; total: number } }>(
      'GET',
      `/distribution/job/${saved.job_id}`,
      { token: reseller },
    );
    expect(job.data).toMatchObject({ status: 'succeeded', progress: { done: 3, total: 3 } });

    const res = await api<DesignedProduct>('GET', `/distribution/product/${saved.id}`, {
      token: reseller,
    });
    const product = res.data;
    expect(product.status).toBe('ready');
    // The print area is the blank's (300 × 400 mm at 150 dpi), not the client's.
    expect((product.document.views as Array<{ printArea: unknown }>)[0]!.printArea).toEqual({
      widthMm: 300,
      heightMm: 400,
      dpi: 150,
    });
    expect(product.print_files).toHaveLength(1);
    const print = product.print_files[0]!;
    expect(print).toMatchObject({ status: 'ready', width_px: 1772, height_px: 2362, dpi: 150 });
    const meta = await sharp(await stored(print.url)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1772, height: 2362, density: 150 });

    expect(product.mockups).toHaveLength(2);
    for (const mockup of product.mockups) {
      expect(mockup.status).toBe('ready');
      const bytes = await stored(mockup.url);
      expect((await sharp(bytes).metadata()).width).toBe(1000);
    }
    // The design is drawn inside the print area and nowhere else on the blank's picture.
    const mockup = product.mockups[0]!;
    const blankPicture = shirt.show_images_design.find(
      (p) => p.view_id === mockup.view_id && p.color_id === mockup.color_id,
    )!;
    const pixels = async (bytes: Buffer) =>
      (await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;
    const [drawn, plain] = await Promise.all([
      pixels(await stored(mockup.url)),
      pixels(await stored(blankPicture.big_image_src)),
    ]);
    const view = shirt.views[0]!;
    const scale = 1000 / view.canvas_width;
    const changedAt = (x: number, y: number) => {
      const i = (Math.round(y * scale) * 1000 + Math.round(x * scale)) * 4;
      return [0, 1, 2].some((c) => drawn[i + c] !== plain[i + c]);
    };
    const area = view.print_area;
    // The layer sits at 50–250 × 80–280 mm of the 300 × 400 mm area: its centre is drawn on.
    expect(
      changedAt(area.left + area.width * (150 / 300), area.top + area.height * (180 / 400)),
    ).toBe(true);
    expect(changedAt(5, 5)).toBe(false);
    expect(product.thumbnail).toBe(product.mockups[0]!.url);
  });

  it('lists it as a design record with its thumbnail, filtered by keyword', async () => {
    const list = await api<Paginator<DesignedProductSummary>>(
      'GET',
      `/distribution/product?keyword=${encodeURIComponent('春日')}`,
      { token: reseller },
    );
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({
      id: saved.id,
      name: '春日 T 恤',
      basic_product_id: shirt.id,
      status: 'ready',
    });
    expect(list.data.data[0]!.thumbnail).toMatch(/\/files\/s\d+\/u\d+\/mockups\//);
    const none = await api<Paginator<DesignedProductSummary>>(
      'GET',
      `/distribution/product?keyword=${encodeURIComponent('不存在的名字')}`,
      { token: reseller },
    );
    expect(none.data.total).toBe(0);
  });

  it('is not found for another reseller', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await api(method, `/distribution/product/${saved.id}`, { token: other });
      expect(res.status_code).toBe(404);
      expect(res.msg).toBe('设计商品不存在');
    }
    const put = await api('PUT', `/distribution/product/${saved.id}`, {
      token: other,
      payload: productBody([]),
    });
    expect(put.status_code).toBe(404);
    const theirs = await api<Paginator<DesignedProductSummary>>('GET', '/distribution/product', {
      token: other,
    });
    expect(theirs.data.total).toBe(0);
  });

  it('renders again when saved again, and removes the old files', async () => {
    const old = (
      await api<DesignedProduct>('GET', `/distribution/product/${saved.id}`, { token: reseller })
    ).data;
    const res = await api<DesignedProductSaved>('PUT', `/distribution/product/${saved.id}`, {
      token: reseller,
      payload: productBody([imageLayer(art.id, { rotation: 45 })], {
        name: '春日 T 恤 二版',
        color_ids: [shirt.colors[0]!.id],
      }),
    });
    expect(res.status_code, res.msg).toBe(200);
    expect(res.data.skus).toHaveLength(2);
    expect(res.data.job_id).not.toBe(saved.job_id);
    await expect(stored(old.print_files[0]!.url)).rejects.toThrow('nothing stored');
    await runJobs();
    const again = (
      await api<DesignedProduct>('GET', `/distribution/product/${saved.id}`, { token: reseller })
    ).data;
    expect(again).toMatchObject({ name: '春日 T 恤 二版', status: 'ready' });
    expect(again.mockups).toHaveLength(1);
    expect(again.print_files[0]!.url).not.toBe(old.print_files[0]!.url);
    await stored(again.print_files[0]!.url);
  });

  it('deletes it with its files', async () => {
    const product = (
      await api<DesignedProduct>('GET', `/distribution/product/${saved.id}`, { token: reseller })
    ).data;
    const res = await api('DELETE', `/distribution/product/${saved.id}`, { token: reseller });
    expect(res.status_code).toBe(200);
    const gone = await api('GET', `/distribution/product/${saved.id}`, { token: reseller });
    expect(gone.status_code).toBe(404);
    await expect(stored(product.print_files[0]!.url)).rejects.toThrow('nothing stored');
  });
});

describe('a design whose material image is missing', () => {
  it('fails the job for good and shows the Chinese error on the product', async () => {
    const lost = await material(demo, 3, false);
    const res = await api<DesignedProductSaved>('POST', '/distribution/product', {
      token: reseller,
      payload: productBody([imageLayer(lost.id)], { name: '丢图设计' }),
    });
    expect(res.status_code, res.msg).toBe(200);
    await runJobs();
    const job = await api<{ status: string; attempts: number; last_error: string }>(
      'GET',
      `/distribution/job/${res.data.job_id}`,
      { token: reseller },
    );
    expect(job.data).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.data.last_error).toContain('素材图片不存在：图案3');
    const product = (
      await api<DesignedProduct>('GET', `/distribution/product/${res.data.id}`, {
        token: reseller,
      })
    ).data;
    expect(product.status).toBe('failed');
    expect(product.print_files[0]).toMatchObject({ status: 'failed', url: '' });
    expect(product.print_files[0]!.error).toContain('素材图片不存在：图案3');
    expect(product.mockups.every((m) => m.status === 'failed')).toBe(true);
  });
});

describe('a mug design (a picture with mesh points)', () => {
  it('bends the print along the mug’s points: drawn on the body, not across the flat print area', async () => {
    const list = await api<Paginator<DistributionBasicProductSummary>>(
      'GET',
      '/distribution/basicProduct?keyword=MUG-001',
      { token: reseller },
    );
    const id = list.data.data.find((row) => row.code === 'MUG-001')!.id;
    const mug = (
      await api<DistributionBasicProduct>('GET', `/distribution/basicProduct/${id}`, {
        token: reseller,
      })
    ).data;
    const wrap = mug.views[0]!;
    const picture = mug.show_images_design.find(
      (p) => p.view_id === wrap.view_id && p.color_id === mug.colors[0]!.id,
    )!;
    expect(picture.is_point).toBe(1);
    expect(picture.point_origin_config!.columns).toBeGreaterThan(2);
    const res = await api<DesignedProductSaved>('POST', '/distribution/product', {
      token: reseller,
      payload: {
        name: '环绕马克杯',
        basic_product_id: mug.id,
        color_ids: [mug.colors[0]!.id],
        size_ids: [mug.sizes[0]!.id],
        document: {
          schemaVersion: 1,
          productId: mug.id,
          colorId: mug.colors[0]!.id,
          views: [
            {
              viewId: wrap.view_id,
              printArea: { widthMm: 1, heightMm: 1, dpi: 72 },
              layers: [
                imageLayer(art.id, {
                  x: 0,
                  y: 0,
                  width: wrap.print_area.width_mm,
                  height: wrap.print_area.height_mm,
                }),
              ],
            },
          ],
        },
      },
    });
    expect(res.status_code, res.msg).toBe(200);
    await runJobs();
    const product = (
      await api<DesignedProduct>('GET', `/distribution/product/${res.data.id}`, {
        token: reseller,
      })
    ).data;
    expect(product.status).toBe('ready');
    const [drawn, plain] = await Promise.all(
      [product.mockups[0]!.url, picture.big_image_src].map(
        async (url) =>
          (
            await sharp(await stored(url))
              .ensureAlpha()
              .raw()
              .toBuffer({ resolveWithObject: true })
          ).data,
      ),
    );
    const changedAt = (x: number, y: number) => {
      const i = (y * 1000 + x) * 4;
      return [0, 1, 2].some((c) => Math.abs(drawn![i + c]! - plain![i + c]!) > 8);
    };
    const points = picture.point_origin_config!.points;
    const xs = points.map((p) => p.x);
    const centre = {
      x: Math.round((Math.min(...xs) + Math.max(...xs)) / 2),
      y: Math.round(points.reduce((sum, p) => sum + p.y, 0) / points.length),
    };
    expect(changedAt(centre.x, centre.y)).toBe(true);
    // Inside the flat print area's rectangle but left of the mug's body: the picture untouched.
    const area = wrap.print_area;
    expect(Math.min(...xs)).toBeGreaterThan(area.left + 40);
    expect(changedAt(area.left + 20, Math.round(area.top + area.height / 2))).toBe(false);
  });
});

describe('text the server cannot draw as the reseller saw it', () => {
  /** Saves a design with one text layer, runs its render, and reads the product back. */
  async function renderedWithText(name: string, content: string, fontFamily: string) {
    const slogan: TextLayer = {
      kind: 'text',
      id: 'slogan',
      x: 10,
      y: 10,
      width: 200,
      height: 60,
      rotation: 0,
      visible: true,
      locked: false,
      content,
      fontFamily,
      fontSize: 20,
      fill: '#111111',
      stroke: null,
      letterSpacing: 0,
      lineHeight: 1.2,
      align: 'left',
    };
    const res = await api<DesignedProductSaved>('POST', '/distribution/product', {
      token: reseller,
      payload: productBody([slogan], { name }),
    });
    expect(res.status_code, res.msg).toBe(200);
    await runJobs();
    return (
      await api<DesignedProduct>('GET', `/distribution/product/${res.data.id}`, {
        token: reseller,
      })
    ).data;
  }

  it('fails the job for good when the font is not installed, never drawing another font', async () => {
    const product = await renderedWithText('缺字体设计', '你好 PodKit', '不存在的字体');
    expect(product.status).toBe('failed');
    expect(product.print_files[0]).toMatchObject({
      status: 'failed',
      url: '',
      error: '字体未安装：不存在的字体，无法生成印刷文件',
    });
    expect(product.mockups.every((m) => m.status === 'failed' && m.url === '')).toBe(true);
  });

  it('fails the job for good and names the characters its font has no glyphs for', async () => {
    const product = await renderedWithText('缺字设计', 'Hi 你好', 'Hanalei Fill');
    expect(product.status).toBe('failed');
    expect(product.print_files[0]!.error).toBe(
      '字体 Hanalei Fill 不含字符「你好」，无法生成印刷文件，请换用含这些字符的字体',
    );
  });
});

describe('render errors that may pass', () => {
  it('keep the files pending with the error shown, and the job queued for a retry', async () => {
    const res = await api<DesignedProductSaved>('POST', '/distribution/product', {
      token: reseller,
      payload: productBody([imageLayer(art.id)], { name: '磁盘满' }),
    });
    expect(res.status_code, res.msg).toBe(200);
    const fullDisk: StorageDriver = {
      ...storage,
      put: () => Promise.reject(new Error('存储空间已满')),
    };
    expect(await runJobs({ [PRODUCT_RENDER_JOB]: productRenderHandler(fullDisk) })).toBe(1);
    const job = await api<{ status: string; attempts: number; last_error: string }>(
      'GET',
      `/distribution/job/${res.data.job_id}`,
      { token: reseller },
    );
    expect(job.data).toMatchObject({ status: 'queued', attempts: 1, last_error: '存储空间已满' });
    const product = (
      await api<DesignedProduct>('GET', `/distribution/product/${res.data.id}`, {
        token: reseller,
      })
    ).data;
    expect(product.status).toBe('rendering');
    expect(product.print_files[0]).toMatchObject({ status: 'pending', error: '存储空间已满' });
    await api('DELETE', `/distribution/product/${res.data.id}`, { token: reseller });
  });

  it('render the newest save when the design is saved again during a render', async () => {
    const res = await api<DesignedProductSaved>('POST', '/distribution/product', {
      token: reseller,
      payload: productBody([imageLayer(art.id)], { name: '渲染中再保存' }),
    });
    let saves = 0;
    const savingAgain: StorageDriver = {
      ...storage,
      put: async (key, body, options) => {
        if (saves++ === 0) {
          const again = await api('PUT', `/distribution/product/${res.data.id}`, {
            token: reseller,
            payload: productBody([imageLayer(art.id, { rotation: 90 })], {
              name: '渲染中再保存',
              color_ids: [shirt.colors[1]!.id],
            }),
          });
          expect(again.status_code, again.msg).toBe(200);
        }
        return storage.put(key, body, options);
      },
    };
    await runJobs({ [PRODUCT_RENDER_JOB]: productRenderHandler(savingAgain) });
    const job = await api<{ status: string; attempts: number }>(
      'GET',
      `/distribution/job/${res.data.job_id}`,
      { token: reseller },
    );
    // The first run saw the save and gave way; the second rendered the new revision.
    expect(job.data).toMatchObject({ status: 'succeeded', attempts: 2 });
    const product = (
      await api<DesignedProduct>('GET', `/distribution/product/${res.data.id}`, {
        token: reseller,
      })
    ).data;
    expect(product.status).toBe('ready');
    expect(product.mockups).toEqual([
      expect.objectContaining({ color_id: shirt.colors[1]!.id, status: 'ready' }),
    ]);
    expect(product.print_files[0]!.status).toBe('ready');
    const views = product.document.views as Array<{ layers: Array<{ rotation: number }> }>;
    expect(views[0]!.layers[0]!.rotation).toBe(90);
  });
});

describe('material styles', () => {
  it('saves a style and lists only the caller’s', async () => {
    const content = { layers: [imageLayer(art.id)] };
    const saved = await api<MaterialStyle>('POST', '/distribution/materialStyle', {
      token: reseller,
      payload: { name: '圆形贴图', content },
    });
    expect(saved.status_code, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({ name: '圆形贴图', content });
    const mine = await api<Paginator<MaterialStyle>>('GET', '/distribution/materialStyle', {
      token: reseller,
    });
    expect(mine.data.data.map((s) => s.id)).toContain(saved.data.id);
    const theirs = await api<Paginator<MaterialStyle>>('GET', '/distribution/materialStyle', {
      token: other,
    });
    expect(theirs.data.total).toBe(0);
  });
});
