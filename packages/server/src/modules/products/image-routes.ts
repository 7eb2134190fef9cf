import { wireSchema } from '../../http/wire-schema.js';
import type { ProductImage, ProductImageFacets } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { IdSchema } from '../../http/schemas.js';
import { ownerOf } from '../materials/index.js';
import { setMainMockup } from './main-image.js';
import { ImageListQuery, MainImageBody } from './schemas.js';
import { listProductImages, productImageFacets } from './product-images.js';

const tags = ['products'];
const security = [{ bearer: [] }];

const FacetsSchema = wireSchema<ProductImageFacets>()(
  Type.Object({
    views: Type.Array(Type.String()),
    colors: Type.Array(Type.Object({ name: Type.String(), hex: Type.String() })),
  }),
);

const ImageSchema = wireSchema<ProductImage>()(
  Type.Object({
    id: Type.Integer(),
    kind: Type.Union([Type.Literal('mockup'), Type.Literal('print')]),
    product_id: Type.Integer(),
    product_name: Type.String(),
    view_id: Type.Integer(),
    view_name: Type.String(),
    color_id: Type.Union([Type.Integer(), Type.Null()]),
    color_name: Type.String(),
    color_hex: Type.String(),
    url: Type.String(),
    width_px: Type.Union([Type.Integer(), Type.Null()]),
    height_px: Type.Union([Type.Integer(), Type.Null()]),
    is_main: Type.Boolean(),
    updated_at: Type.String({ format: 'date-time' }),
  }),
);

/** 单品图库: the mockups and print files of the reseller's products, and the main picture. */
const productImageRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/productImage',
    {
      config: { permission: ['singleGallery', 'productLibrary'] },
      schema: {
        tags,
        security,
        summary: '单品图库：已生成的效果图或印刷文件（按商品、视图、颜色筛选；分页）',
        querystring: ImageListQuery,
        response: { 200: envelopeOf(paginatorOf(ImageSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listProductImages(app.db, app.fileUrl, ownerOf(request), query);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/productImage/facets',
    {
      config: { permission: ['singleGallery', 'productLibrary'] },
      schema: {
        tags,
        security,
        summary: '单品图库的筛选项：已有效果图的视图和颜色',
        response: {
          200: envelopeOf(FacetsSchema),
        },
      },
    },
    async (request) => ok(await productImageFacets(app.db, ownerOf(request))),
  );

  app.put(
    '/distribution/product/:id/mainImage',
    {
      config: { permission: ['singleGallery', 'productLibrary.edit'] },
      schema: {
        tags,
        security,
        summary: '设为主图：商品列表和发布时优先使用这张效果图',
        params: Type.Object({ id: IdSchema('商品') }),
        body: MainImageBody,
        response: { 200: envelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      const { view_id, color_id } = request.body;
      await setMainMockup(app.db, ownerOf(request), request.params.id, {
        viewId: view_id,
        colorId: color_id,
      });
      return ok(null, '已设为主图');
    },
  );
};

export default productImageRoutes;
