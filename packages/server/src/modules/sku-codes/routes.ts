import fsp from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { invalid, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { sniffSheetFormat } from '../../sheets/sheet-file.js';
import { randomKeyName } from '../../storage/index.js';
import { ownerOf, urlMaker, type Owner } from '../materials/index.js';
import { discardStaged, receiveUpload } from '../uploads/index.js';
import { barcodePng, barcodeValue } from './barcode.js';
import { readCodeColumn, transformWorkbook } from './code-sheet.js';
import { transformCodes } from './code-transform.js';
import { barcodeWorkbook } from './barcode-sheet.js';
import { labelSheetPdf } from './label-sheet.js';
import {
  BarcodeExportBody,
  BarcodeQuery,
  BarcodePreviewSchema,
  LabelSheetBody,
  LabelSheetSchema,
  MAX_LABELS,
  MadeFileSchema,
  ProductSkuQuery,
  ProductSkuSchema,
  SkuBarcodesBody,
  SkuCodeBody,
  SkuIdParams,
  TransformBody,
  TransformResultSchema,
} from './schemas.js';
import { setSkuCodes } from './sku-code-edit.js';
import { allProductSkus, findProductSkus, listProductSkus } from './sku-list.js';

const tags = ['sku-codes'];
const security = [{ bearer: [] }];
const MAX_SHEET_BYTES = 2 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A made file's private key: the owner's export folder, a random name. */
const exportKey = (owner: Owner, stem: string, ext: string) =>
  `s${owner.siteId}/u${owner.userId}/export/${stem}-${randomKeyName()}.${ext}`;

/** 单品管理, 条码管理 and 编码转换: the reseller's SKU codes, barcodes and code translation. */
const skuCodeRoutes: FastifyPluginAsync = async (root) => {
  await root.register(multipart, {
    limits: { fileSize: MAX_SHEET_BYTES + 1, files: 1, fields: 3, parts: 4 },
  });
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const stagingDir = path.join(app.config.dataDir, 'tmp', 'code-transform');

  app.get(
    '/distribution/productSku',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        security,
        summary: '我的 SKU（每个颜色 × 尺码一行，含自定义编码、GTIN、FNSKU；分页）',
        querystring: ProductSkuQuery,
        response: { 200: envelopeOf(paginatorOf(ProductSkuSchema)) },
      },
    },
    async (request) => {
      const { rows, total } = await listProductSkus(
        app.db,
        urlMaker(request),
        ownerOf(request),
        request.query,
      );
      return ok(paginator(rows, total, request.query.page, request.query.page_size));
    },
  );

  app.put(
    '/distribution/productSku/:id/code',
    {
      config: { permission: 'singleProduct.edit' },
      schema: {
        tags,
        security,
        summary: '设置或清除 SKU 的自定义编码（同一账号内不可重复，不区分大小写）',
        params: SkuIdParams,
        body: SkuCodeBody,
        response: { 200: envelopeOf(ProductSkuSchema) },
      },
    },
    async (request) => {
      const saved = await setSkuCodes(
        app.db,
        urlMaker(request),
        ownerOf(request),
        request.params.id,
        { code: request.body.code },
      );
      return ok(saved, saved.code ? '编码已保存' : '编码已清除');
    },
  );

  app.put(
    '/distribution/productSku/:id/barcode',
    {
      config: { permission: ['barcodeAdmin.add', 'barcodeAdmin.delete'] },
      schema: {
        tags,
        security,
        summary: '设置或清除 SKU 的 GTIN（EAN-13）和 FNSKU',
        params: SkuIdParams,
        body: SkuBarcodesBody,
        response: { 200: envelopeOf(ProductSkuSchema) },
      },
    },
    async (request) =>
      ok(
        await setSkuCodes(app.db, urlMaker(request), ownerOf(request), request.params.id, {
          gtin: request.body.gtin,
          fnsku: request.body.fnsku,
        }),
        '条码已保存',
      ),
  );

  app.get(
    '/distribution/productSku/:id/barcode',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        security,
        summary: '一个 SKU 的条码图片（PNG，data URL）',
        params: SkuIdParams,
        querystring: BarcodeQuery,
        response: { 200: envelopeOf(BarcodePreviewSchema) },
      },
    },
    async (request) => {
      const [sku] = await findProductSkus(app.db, urlMaker(request), ownerOf(request), [
        request.params.id,
      ]);
      const text = barcodeValue(sku!, request.query.symbology);
      const png = await barcodePng(request.query.symbology, text);
      return ok({ image: `data:image/png;base64,${png.toString('base64')}`, text });
    },
  );

  app.post(
    '/distribution/barcode/labels',
    {
      config: { permission: 'barcodeAdmin.print' },
      schema: {
        tags,
        security,
        summary: '生成条码标签 PDF（50×30、60×40 mm 卷标或 A4 每页 24 张），答复一小时有效的链接',
        body: LabelSheetBody,
        response: {
          200: envelopeOf(LabelSheetSchema),
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { sku_ids, symbology, size, copies } = request.body;
      const labels = sku_ids.length * copies;
      if (labels > MAX_LABELS)
        throw invalid(`一次最多生成 ${MAX_LABELS} 张标签，当前 ${labels} 张`);
      const skus = await findProductSkus(app.db, urlMaker(request), owner, sku_ids);
      const pdf = await labelSheetPdf(skus, symbology, size, copies);
      const key = exportKey(owner, 'labels', 'pdf');
      await app.storage.put(key, pdf, { contentType: 'application/pdf' });
      return ok({ url: urlMaker(request)(key), name: `条码标签-${size}.pdf`, labels });
    },
  );

  app.post(
    '/distribution/barcode/export',
    {
      config: { permission: 'barcodeAdmin.export' },
      schema: {
        tags,
        security,
        summary: '导出 SKU 编码与条码（xlsx）',
        body: BarcodeExportBody,
        response: { 200: envelopeOf(MadeFileSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const ids = request.body.sku_ids;
      const skus = ids?.length
        ? await findProductSkus(app.db, urlMaker(request), owner, ids)
        : await allProductSkus(app.db, owner);
      const key = exportKey(owner, 'barcodes', 'xlsx');
      await app.storage.put(key, await barcodeWorkbook(skus), { contentType: XLSX });
      return ok({ url: urlMaker(request)(key), name: 'SKU条码.xlsx' });
    },
  );

  app.post(
    '/distribution/codeTransform',
    {
      config: { permission: 'codeTransform.transform' },
      schema: {
        tags,
        security,
        summary: '编码转换：店铺 SKU / 自定义编码 ⇄ 平台 SKU（最多 5000 个）',
        body: TransformBody,
        response: { 200: envelopeOf(TransformResultSchema) },
      },
    },
    async (request) =>
      ok(
        await transformCodes(app.db, ownerOf(request), request.body.direction, request.body.codes),
      ),
  );

  app.post(
    '/distribution/codeTransform/file',
    {
      config: { permission: 'codeTransform.transform' },
      schema: {
        tags,
        security,
        summary: '编码转换：上传 xlsx 或 csv（第一列为编码，可有表头，最大 2 MB）',
        description:
          'multipart/form-data：字段 direction（to_podkit 或 from_podkit），文件放在 file 字段（放在最后）。',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(TransformResultSchema) },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, stagingDir, async (fields, filename) => {
        const direction = fields.direction ?? 'to_podkit';
        if (direction !== 'to_podkit' && direction !== 'from_podkit')
          throw invalid('转换方向 direction 应为 to_podkit 或 from_podkit');
        return {
          authorised: direction as 'to_podkit' | 'from_podkit',
          minBytes: 1,
          maxBytes: MAX_SHEET_BYTES,
          displayName: filename || '表格',
        };
      });
      try {
        const fileName = upload.file.filename || '编码.xlsx';
        const bytes = await fsp.readFile(upload.file.path);
        const codes = await readCodeColumn(
          bytes,
          sniffSheetFormat(bytes.subarray(0, 512), fileName),
        );
        return ok(await transformCodes(app.db, ownerOf(request), upload.authorised, codes));
      } finally {
        await discardStaged(upload.file);
      }
    },
  );

  app.post(
    '/distribution/codeTransform/export',
    {
      config: { permission: 'codeTransform.export' },
      schema: {
        tags,
        security,
        summary: '编码转换结果导出为 xlsx',
        body: TransformBody,
        response: { 200: envelopeOf(MadeFileSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { direction, codes } = request.body;
      const result = await transformCodes(app.db, owner, direction, codes);
      const key = exportKey(owner, 'code-transform', 'xlsx');
      await app.storage.put(key, await transformWorkbook(direction, result), {
        contentType: XLSX,
      });
      return ok({ url: urlMaker(request)(key), name: '编码转换结果.xlsx' });
    },
  );
};

export default skuCodeRoutes;
