import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { dayBounds } from '../../http/site-days.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import type { StorageDriver } from '../../storage/index.js';
import { ownerOf } from '../materials/index.js';
import { signedInUser } from '../users/index.js';
import { materialStylePage, saveMaterialStyle } from './material-styles.js';
import {
  deleteDesignedProducts,
  deleteDesignedProduct,
  getDesignedProduct,
  listDesignedProducts,
} from './product-read.js';
import { duplicateDesignedProduct } from './product-copy.js';
import { saveDesignedProduct } from './product-save.js';
import {
  deleteMergedProduct,
  getMergedProduct,
  listMergedProducts,
  mergeDesignedProducts,
} from './merge-sku.js';
import {
  BatchDeleteSchema,
  IdParams,
  IdsBody,
  MaterialStyleSchema,
  MergeBody,
  MergedParams,
  MergedSchema,
  MergedSummarySchema,
  PageQuery,
  ProductBody,
  ProductListQuery,
  ProductSchema,
  ProductSummarySchema,
  SaveAnswerSchema,
  StyleBody,
} from './schemas.js';

const bearer = [{ bearer: [] }];

/** Removes files a new save or a delete left behind; a missing file is not an error. */
async function removeFiles(storage: StorageDriver, keys: string[]) {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * Designed products (design records): saving a design with its SKUs, the job that renders print
 * files and mockups, and the reseller's saved material styles.
 */
const products: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const storage = app.storage;

  app.post(
    '/distribution/product',
    {
      config: {
        permission: [
          'singleDesign.save',
          'singleDesign.saveAs',
          'gruopDesign.save',
          'designRecord.edit',
        ],
      },
      schema: {
        tags: ['products'],
        summary: '保存设计商品：每个颜色×尺码一个 SKU（按采购规则定价），排队生成印刷文件和效果图',
        security: bearer,
        body: ProductBody,
        response: { 200: envelopeOf(SaveAnswerSchema) },
      },
    },
    async (request) => {
      const { saved } = await saveDesignedProduct(app.db, signedInUser(request), request.body);
      return ok(saved, '保存成功');
    },
  );

  app.put(
    '/distribution/product/:id',
    {
      config: { permission: ['singleDesign.save', 'gruopDesign.save', 'designRecord.edit'] },
      schema: {
        tags: ['products'],
        summary: '重新保存设计商品：替换设计与 SKU，重新生成印刷文件和效果图',
        security: bearer,
        params: IdParams,
        body: ProductBody,
        response: { 200: envelopeOf(SaveAnswerSchema) },
      },
    },
    async (request) => {
      const { saved, staleKeys } = await saveDesignedProduct(
        app.db,
        signedInUser(request),
        request.body,
        request.params.id,
      );
      await removeFiles(storage, staleKeys);
      return ok(saved, '保存成功');
    },
  );

  app.get(
    '/distribution/product',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['products'],
        summary:
          '我的商品 / 设计记录（最新在前；按名称或 SKU、分类、空白商品、颜色、创建日期筛选；分页）',
        security: bearer,
        querystring: ProductListQuery,
        response: { 200: envelopeOf(paginatorOf(ProductSummarySchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const { from, to } = dayBounds(request.site.timeZone, q.created_from, q.created_to);
      const { rows, total } = await listDesignedProducts(app.db, app.fileUrl, ownerOf(request), {
        ...(q.keyword !== undefined ? { keyword: q.keyword } : {}),
        ...(q.basic_product_id !== undefined ? { basicProductId: q.basic_product_id } : {}),
        ...(q.category_id !== undefined ? { categoryId: q.category_id } : {}),
        ...(q.color !== undefined ? { colorName: q.color } : {}),
        ...(from ? { createdFrom: from } : {}),
        ...(to ? { createdBefore: to } : {}),
        page: q.page,
        perPage: q.page_size,
      });
      return ok(paginator(rows, total, q.page, q.page_size));
    },
  );

  app.post(
    '/distribution/product/:id/duplicate',
    {
      config: { permission: ['productLibrary.edit', 'designRecord.edit'] },
      schema: {
        tags: ['products'],
        summary: '复制设计商品（同一空白商品、设计、颜色与尺码，重新生成印刷文件和效果图）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(SaveAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await duplicateDesignedProduct(app.db, signedInUser(request), request.params.id),
        '已复制',
      ),
  );

  app.post(
    '/distribution/product/batchDelete',
    {
      config: { permission: ['productLibrary.delete', 'designRecord.delete'] },
      schema: {
        tags: ['products'],
        summary: '批量删除设计商品（全部属于自己才删除，否则一个也不删）',
        security: bearer,
        body: IdsBody,
        response: { 200: envelopeOf(BatchDeleteSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const ids = [...new Set(request.body.ids)];
      const keys = await deleteDesignedProducts(app.db, owner, ids);
      await removeFiles(storage, keys);
      return ok({ deleted: ids.length }, `已删除 ${ids.length} 个商品`);
    },
  );

  app.get(
    '/distribution/product/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['products'],
        summary: '设计商品详情：设计文档、SKU 与价格、印刷文件和效果图（含生成状态与错误）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(ProductSchema) },
      },
    },
    async (request) =>
      ok(await getDesignedProduct(app.db, app.fileUrl, ownerOf(request), request.params.id)),
  );

  app.delete(
    '/distribution/product/:id',
    {
      config: {
        permission: ['designRecord.delete', 'productLibrary.delete', 'singleProduct.delete'],
      },
      schema: {
        tags: ['products'],
        summary: '删除设计商品及其印刷文件和效果图',
        security: bearer,
        params: IdParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const keys = await deleteDesignedProduct(app.db, ownerOf(request), request.params.id);
      await removeFiles(storage, keys);
      return ok(null, '删除成功');
    },
  );

  app.post(
    '/distribution/product/mergeSku',
    {
      config: { permission: 'mergeSKU.save' },
      schema: {
        tags: ['products'],
        summary: '合并 SKU：把多个设计商品合成一个商品用于刊登，SKU 为各设计商品 SKU 的合集',
        security: bearer,
        body: MergeBody,
        response: { 200: envelopeOf(MergedSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const id = await mergeDesignedProducts(app.db, owner, request.body);
      return ok(await getMergedProduct(app.db, app.fileUrl, owner, id), '合并成功');
    },
  );

  app.get(
    '/distribution/product/merged',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['products'],
        summary: '我的合并商品（最新在前，分页）',
        security: bearer,
        querystring: PageQuery,
        response: { 200: envelopeOf(paginatorOf(MergedSummarySchema)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { rows, total } = await listMergedProducts(app.db, app.fileUrl, ownerOf(request), {
        page,
        perPage: page_size,
      });
      return ok(paginator(rows, total, page, page_size));
    },
  );

  app.get(
    '/distribution/product/merged/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['products'],
        summary: '合并商品详情：其中的设计商品与全部 SKU',
        security: bearer,
        params: MergedParams,
        response: { 200: envelopeOf(MergedSchema) },
      },
    },
    async (request) =>
      ok(await getMergedProduct(app.db, app.fileUrl, ownerOf(request), request.params.id)),
  );

  app.delete(
    '/distribution/product/merged/:id',
    {
      config: { permission: ['mergeSKU.save', 'designRecord.delete'] },
      schema: {
        tags: ['products'],
        summary: '删除合并商品（其中的设计商品保留）',
        security: bearer,
        params: MergedParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteMergedProduct(app.db, ownerOf(request), request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.post(
    '/distribution/materialStyle',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['products'],
        summary: '保存素材样式（可复用的设计片段）',
        security: bearer,
        body: StyleBody,
        response: { 200: envelopeOf(MaterialStyleSchema) },
      },
    },
    async (request) =>
      ok(await saveMaterialStyle(app.db, ownerOf(request), request.body), '保存成功'),
  );

  app.get(
    '/distribution/materialStyle',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['products'],
        summary: '我的素材样式（最新在前，分页）',
        security: bearer,
        querystring: PageQuery,
        response: { 200: envelopeOf(paginatorOf(MaterialStyleSchema)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const result = await materialStylePage(app.db, ownerOf(request), page, page_size);
      return ok(paginator(result.rows, result.total, page, page_size));
    },
  );
};

export default products;
