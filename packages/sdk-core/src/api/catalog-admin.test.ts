import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, serve, type Served } from '../../test/serve';
import { createClient, type Client } from '../client/client';
import { createMemoryNotifier } from '../notifier/memory-notifier';
import { createMemoryStorage } from '../token/key-value-storage';
import { createTokenStore } from '../token/token-store';
import * as catalogAdmin from './catalog-admin';
import * as products from './products';

interface Seen {
  method: string;
  url: string;
  body: unknown;
}

let server: Served;
const seen: Seen[] = [];

beforeAll(async () => {
  server = await serve((app) => {
    app.all('/req/*', async (request) => {
      seen.push({
        method: request.method,
        url: request.url.replace(/^\/req/, ''),
        body: request.body ?? null,
      });
      return envelope(null);
    });
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  seen.length = 0;
});

function client(): Client {
  const tokenStore = createTokenStore({ storage: createMemoryStorage() });
  tokenStore.set('tok');
  return createClient({
    baseURL: `${server.origin}/req`,
    tokenStore,
    notifier: createMemoryNotifier(),
    reload: () => {},
  });
}

const view = {
  name: '正面',
  canvas_width: 1000,
  canvas_height: 1000,
  print_area: { left: 1, top: 2, width: 3, height: 4, width_mm: 30, height_mm: 40, dpi: 150 },
};
const blank = {
  name: 'T 恤',
  code: 'T-1',
  weight_grams: 180,
  base_price: '39.00',
  colors: [{ name: '白色', hex: '#FFFFFF' }],
  sizes: [{ name: 'M' }],
  views: [view],
};

type Row = [
  name: string,
  call: (c: Client) => Promise<unknown>,
  method: string,
  url: string,
  body?: unknown,
];

const rows: Row[] = [
  [
    'listBlanks',
    (c) => catalogAdmin.listBlanks(c, { status: 0, keyword: '杯' }),
    'GET',
    `/admin/catalog/basicProduct?status=0&keyword=${encodeURIComponent('杯')}`,
  ],
  ['getBlank', (c) => catalogAdmin.getBlank(c, 3), 'GET', '/admin/catalog/basicProduct/3'],
  [
    'createBlank',
    (c) => catalogAdmin.createBlank(c, blank),
    'POST',
    '/admin/catalog/basicProduct',
    blank,
  ],
  [
    'updateBlank',
    (c) => catalogAdmin.updateBlank(c, 3, { status: 1 }),
    'PUT',
    '/admin/catalog/basicProduct/3',
    { status: 1 },
  ],
  ['deleteBlank', (c) => catalogAdmin.deleteBlank(c, 3), 'DELETE', '/admin/catalog/basicProduct/3'],
  [
    'setBlankImages',
    (c) =>
      catalogAdmin.setBlankImages(c, 3, [
        {
          view_id: 1,
          color_id: 2,
          image_src: '/a.png',
          big_image_src: '/b.png',
          small_image_src: '/c.png',
        },
      ]),
    'PUT',
    '/admin/catalog/basicProduct/3/images',
    {
      images: [
        {
          view_id: 1,
          color_id: 2,
          image_src: '/a.png',
          big_image_src: '/b.png',
          small_image_src: '/c.png',
        },
      ],
    },
  ],
  [
    'setPrivilegePrices',
    (c) =>
      catalogAdmin.setPrivilegePrices(c, 3, [
        { group_id: 1, mode: 'percent', discount_percent: 88.5 },
      ]),
    'PUT',
    '/admin/catalog/basicProduct/3/privilegePrices',
    { prices: [{ group_id: 1, mode: 'percent', discount_percent: 88.5 }] },
  ],
  [
    'createBlankCategory',
    (c) => catalogAdmin.createBlankCategory(c, { name: '服装' }),
    'POST',
    '/admin/catalog/category',
    { name: '服装' },
  ],
  [
    'deleteDesignMask',
    (c) => catalogAdmin.deleteDesignMask(c, 4),
    'DELETE',
    '/admin/catalog/designMask/4',
  ],
  [
    'createDesignStyle',
    (c) => catalogAdmin.createDesignStyle(c, { id: 4, name: '烫金' }),
    'POST',
    '/admin/catalog/designStyle',
    { id: 4, name: '烫金' },
  ],
  [
    'publishGoods',
    (c) => catalogAdmin.publishGoods(c, 8, 1),
    'PUT',
    '/admin/goods/product/8/publish',
    { is_published: 1 },
  ],
  [
    'listGoodsCategories',
    (c) => catalogAdmin.listGoodsCategories(c),
    'GET',
    '/admin/goods/category',
  ],
  [
    'listSourcingRequests',
    (c) => catalogAdmin.listSourcingRequests(c, { status: 0 }),
    'GET',
    '/admin/goods/form?status=0',
  ],
  [
    'setSourcingRequestStatus',
    (c) => catalogAdmin.setSourcingRequestStatus(c, 5, 1),
    'PUT',
    '/admin/goods/form/5',
    { status: 1 },
  ],
  [
    'products.listPublicBasic',
    (c) => products.listPublicBasic(c, { is_3d: 1 }),
    'GET',
    '/frontend/basicProduct?is_3d=1',
  ],
  [
    'products.getPublicBasic',
    (c) => products.getPublicBasic(c, 2),
    'GET',
    '/frontend/basicProduct/2',
  ],
  [
    'products.getStockSkuCategories',
    (c) => products.getStockSkuCategories(c),
    'GET',
    '/frontend/stockSkuCategory',
  ],
  [
    'products.createUserCategory',
    (c) => products.createUserCategory(c, { name: '爆款', basic_product_ids: [1] }),
    'POST',
    '/distribution/userBasicProductCategory',
    { name: '爆款', basic_product_ids: [1] },
  ],
  [
    'products.updateUserCategory',
    (c) => products.updateUserCategory(c, 6, { sort: 2 }),
    'PUT',
    '/distribution/userBasicProductCategory/6',
    { sort: 2 },
  ],
  [
    'products.deleteUserCategory',
    (c) => products.deleteUserCategory(c, 6),
    'DELETE',
    '/distribution/userBasicProductCategory/6',
  ],
];

describe('operator catalog calls', () => {
  it.each(rows)('%s', async (_name, call, method, url, body) => {
    await call(client());
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method, url });
    if (body !== undefined) expect(seen[0]?.body).toEqual(body);
  });
});
