import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { publicOrigin } from '../../http/public-origin.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { marketplaces } from '../menu/index.js';
import { platformCategories, platformCategoryAttributes } from '../stores/index.js';
import { signedInUser } from '../users/index.js';
import {
  createListingTemplate,
  deleteListingTemplate,
  listListingTemplates,
  updateListingTemplate,
} from './listing-templates.js';
import { createBulkFile } from './bulk-file.js';
import { marketplaceFields } from './marketplace-fields.js';
import { categoryPlatformOf } from './platforms.js';
import { previewPrices } from './price-preview.js';
import {
  createPriceTemplate,
  deletePriceTemplate,
  listPriceTemplates,
  listRates,
  saveRates,
  updatePriceTemplate,
} from './price-templates.js';
import {
  listReleases,
  platformLibrary,
  releaseProducts,
  retryListing,
  unpublishListing,
} from './releases.js';
import {
  BulkFileBody,
  BulkFileSchema,
  CategoryAttributesQuerySchema,
  CategoryAttributesSchema,
  IdParams,
  LibraryProductSchema,
  LibraryQuery,
  ListingSchema,
  ListingTemplateBody,
  ListingTemplateQuery,
  ListingTemplateSchema,
  MarketplaceFieldsQuery,
  MarketplaceFieldsSchema,
  PlatformCategoriesQuerySchema,
  PlatformCategoriesSchema,
  PreviewBody,
  PreviewSchema,
  PriceTemplateBody,
  PriceTemplateQuery,
  PriceTemplateSchema,
  RatesBody,
  RatesSchema,
  ReleaseBody,
  ReleaseQuery,
  ReleaseResultSchema,
} from './schemas.js';

const security = [{ bearer: [] }];
const tags = ['publishing'];

// Permissions from the menu's publishing screens (modules/menu/catalog.ts): a marketplace's
// template, release and library screens, and the price template screen.
const templateScreens = marketplaces.map((m) => m.template);
const releaseScreens = marketplaces.map((m) => `${m.key}Release`);
const libraryScreens = marketplaces.map((m) => `${m.key}Library`);
const on = (screens: string[], operate: string) => screens.map((s) => `${s}.${operate}`);

const owner = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
};

const defaults = {
  description_pattern: '',
  category: '',
  attributes: {},
  color_option: 'Color',
  size_option: 'Size',
  images: 'all' as const,
  price_template_id: null,
  status: 'active' as const,
  tags: [],
  vendor: '',
  product_type: '',
};

/** 刊登中心: price templates and rates, listing templates, releases and each marketplace's library. */
const publishingRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  // ── Rates ──

  app.get(
    '/distribution/amountTemplate/rates',
    {
      config: { permission: ['amountTemplate', ...templateScreens] },
      schema: {
        tags,
        security,
        summary: '汇率（1 人民币可兑换的各币种数量；人民币固定为 1，不列出）',
        response: { 200: envelopeOf(RatesSchema) },
      },
    },
    async (request) => ok({ rates: await listRates(app.db, owner(request)) }),
  );

  app.put(
    '/distribution/amountTemplate/rates',
    {
      config: { permission: ['amountTemplate.add', 'amountTemplate.edit'] },
      schema: {
        tags,
        security,
        summary: '保存汇率（整体替换）',
        body: RatesBody,
        response: { 200: envelopeOf(RatesSchema) },
      },
    },
    async (request) =>
      ok({ rates: await saveRates(app.db, owner(request), request.body.rates) }, '汇率已保存'),
  );

  // ── Price templates ──

  app.get(
    '/distribution/amountTemplate',
    {
      config: { permission: ['amountTemplate', ...templateScreens] },
      schema: {
        tags,
        security,
        summary: '价格模板列表（默认模板在前）',
        querystring: PriceTemplateQuery,
        response: { 200: envelopeOf(paginatorOf(PriceTemplateSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listPriceTemplates(app.db, owner(request), query);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.post(
    '/distribution/amountTemplate',
    {
      config: { permission: 'amountTemplate.add' },
      schema: {
        tags,
        security,
        summary: '新建价格模板（第一个模板自动设为默认）',
        body: PriceTemplateBody,
        response: { 200: envelopeOf(PriceTemplateSchema) },
      },
    },
    async (request) =>
      ok(await createPriceTemplate(app.db, owner(request), request.body), '已保存'),
  );

  app.post(
    '/distribution/amountTemplate/preview',
    {
      config: { permission: ['amountTemplate', ...templateScreens] },
      schema: {
        tags,
        security,
        summary: '价格预览：按规则计算商品每个 SKU 的售价',
        body: PreviewBody,
        response: { 200: envelopeOf(PreviewSchema) },
      },
    },
    async (request) =>
      ok(
        await previewPrices(
          app.db,
          app.fileUrl,
          signedInUser(request),
          request.body.template,
          request.body.product_id,
        ),
      ),
  );

  app.put(
    '/distribution/amountTemplate/:id',
    {
      config: { permission: 'amountTemplate.edit' },
      schema: {
        tags,
        security,
        summary: '修改价格模板',
        params: IdParams('价格模板 id'),
        body: PriceTemplateBody,
        response: { 200: envelopeOf(PriceTemplateSchema) },
      },
    },
    async (request) =>
      ok(
        await updatePriceTemplate(app.db, owner(request), request.params.id, request.body),
        '已保存',
      ),
  );

  app.delete(
    '/distribution/amountTemplate/:id',
    {
      config: { permission: 'amountTemplate.delete' },
      schema: {
        tags,
        security,
        summary: '删除价格模板（使用它的产品模板改用默认价格模板）',
        params: IdParams('价格模板 id'),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deletePriceTemplate(app.db, owner(request), request.params.id);
      return ok(null, '已删除');
    },
  );

  // ── Listing templates ──

  app.get(
    '/distribution/productTemplate',
    {
      config: { permission: [...templateScreens, ...releaseScreens, ...libraryScreens] },
      schema: {
        tags,
        security,
        summary: '产品模板列表（按平台）',
        querystring: ListingTemplateQuery,
        response: { 200: envelopeOf(paginatorOf(ListingTemplateSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listListingTemplates(app.db, owner(request), query);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/productTemplate/fields',
    {
      config: { permission: [...templateScreens, 'intoTemplate'] },
      schema: {
        tags,
        security,
        summary: '平台产品模板的专有字段（通用字段之外该平台需要的，保存在 attributes 中）',
        querystring: MarketplaceFieldsQuery,
        response: { 200: envelopeOf(MarketplaceFieldsSchema) },
      },
    },
    async (request) => ok({ fields: marketplaceFields(request.query.platform) }),
  );

  app.get(
    '/distribution/productTemplate/categories',
    {
      config: { permission: templateScreens },
      schema: {
        tags,
        security,
        summary: '平台类目树的一层（从该平台一个已授权店铺读取，缓存数小时）',
        querystring: PlatformCategoriesQuerySchema,
        response: { 200: envelopeOf(PlatformCategoriesSchema) },
      },
    },
    async (request) => {
      const { platform, parent_id: parentId } = request.query;
      const { storeName, categories } = await platformCategories(
        app.db,
        app.config.stores,
        owner(request),
        categoryPlatformOf(platform),
        parentId ?? null,
      );
      return ok({ store_name: storeName, categories });
    },
  );

  app.get(
    '/distribution/productTemplate/categoryAttributes',
    {
      config: { permission: templateScreens },
      schema: {
        tags,
        security,
        summary: '平台叶子类目的属性（必填与可选值）和品牌（从该平台一个已授权店铺读取）',
        querystring: CategoryAttributesQuerySchema,
        response: { 200: envelopeOf(CategoryAttributesSchema) },
      },
    },
    async (request) => {
      const { platform, category_id: categoryId } = request.query;
      const described = await platformCategoryAttributes(
        app.db,
        app.config.stores,
        owner(request),
        categoryPlatformOf(platform),
        categoryId,
      );
      return ok({
        category_id: categoryId,
        attributes: described.attributes.map((attribute) => ({
          id: attribute.id,
          name: attribute.name,
          required: attribute.required,
          input_type: attribute.inputType,
          values: attribute.values,
        })),
        brand: described.brand,
      });
    },
  );

  app.post(
    '/distribution/productTemplate',
    {
      config: { permission: on(templateScreens, 'add') },
      schema: {
        tags,
        security,
        summary: '新建产品模板（标题、描述中的未知占位符会被拒绝）',
        body: ListingTemplateBody,
        response: { 200: envelopeOf(ListingTemplateSchema) },
      },
    },
    async (request) =>
      ok(
        await createListingTemplate(app.db, owner(request), { ...defaults, ...request.body }),
        '已保存',
      ),
  );

  app.put(
    '/distribution/productTemplate/:id',
    {
      config: { permission: on(templateScreens, 'edit') },
      schema: {
        tags,
        security,
        summary: '修改产品模板',
        params: IdParams('产品模板 id'),
        body: ListingTemplateBody,
        response: { 200: envelopeOf(ListingTemplateSchema) },
      },
    },
    async (request) =>
      ok(
        await updateListingTemplate(app.db, owner(request), request.params.id, {
          ...defaults,
          ...request.body,
        }),
        '已保存',
      ),
  );

  app.delete(
    '/distribution/productTemplate/:id',
    {
      config: { permission: on(templateScreens, 'delete') },
      schema: {
        tags,
        security,
        summary: '删除产品模板',
        params: IdParams('产品模板 id'),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteListingTemplate(app.db, owner(request), request.params.id);
      return ok(null, '已删除');
    },
  );

  // ── Releases ──

  app.get(
    '/distribution/release',
    {
      config: { permission: [...releaseScreens, ...libraryScreens] },
      schema: {
        tags,
        security,
        summary: '刊登记录（最近变化的在前）',
        querystring: ReleaseQuery,
        response: { 200: envelopeOf(paginatorOf(ListingSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listReleases(app.db, app.fileUrl, owner(request), query);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.post(
    '/distribution/release',
    {
      config: { permission: [...on(releaseScreens, 'publish'), ...on(libraryScreens, 'publish')] },
      schema: {
        tags,
        security,
        summary: '刊登：用产品模板把商品发布到店铺（已刊登的商品会更新原商品，不会重复创建）',
        body: ReleaseBody,
        response: { 200: envelopeOf(ReleaseResultSchema) },
      },
    },
    async (request) =>
      ok(
        {
          listings: await releaseProducts(
            app.db,
            app.fileUrl,
            owner(request),
            request.body,
            publicOrigin(request),
          ),
        },
        '已加入刊登队列',
      ),
  );

  app.post(
    '/distribution/release/bulkFile',
    {
      config: { permission: [...on(releaseScreens, 'publish'), ...on(libraryScreens, 'publish')] },
      schema: {
        tags,
        security,
        summary: '生成批量上传文件：按产品模板生成平台的批量上传表格（每个变体一行），供手动上传',
        body: BulkFileBody,
        response: { 200: envelopeOf(BulkFileSchema) },
      },
    },
    async (request) =>
      ok(
        await createBulkFile(
          app.db,
          app.storage,
          app.fileUrl,
          owner(request),
          request.body,
          publicOrigin(request),
        ),
        '批量上传文件已生成',
      ),
  );

  app.post(
    '/distribution/release/:id/retry',
    {
      config: { permission: on(releaseScreens, 'publish') },
      schema: {
        tags,
        security,
        summary: '重试发布失败的刊登（使用模板的当前内容）',
        params: IdParams('刊登 id'),
        response: { 200: envelopeOf(ListingSchema) },
      },
    },
    async (request) =>
      ok(
        await retryListing(
          app.db,
          app.fileUrl,
          owner(request),
          request.params.id,
          publicOrigin(request),
        ),
        '已重新加入刊登队列',
      ),
  );

  app.post(
    '/distribution/release/:id/unpublish',
    {
      config: { permission: on(releaseScreens, 'publish') },
      schema: {
        tags,
        security,
        summary: '下架已发布的刊登（平台保留商品，再次刊登时更新原商品）',
        params: IdParams('刊登 id'),
        response: { 200: envelopeOf(ListingSchema) },
      },
    },
    async (request) =>
      ok(
        await unpublishListing(
          app.db,
          app.fileUrl,
          owner(request),
          request.params.id,
          publicOrigin(request),
        ),
        '正在下架',
      ),
  );

  app.get(
    '/distribution/platformLibrary',
    {
      config: { permission: [...libraryScreens, ...releaseScreens] },
      schema: {
        tags,
        security,
        summary: '平台商品库：我的商品及其在该平台店铺的刊登状态',
        querystring: LibraryQuery,
        response: { 200: envelopeOf(paginatorOf(LibraryProductSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await platformLibrary(app.db, app.fileUrl, owner(request), query);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );
};

export default publishingRoutes;
