import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor, signedInUser } from '../users/index.js';
import { findTemplate, listTemplates, toPackaging, usableTemplates } from './template-read.js';
import { payTemplate } from './template-review.js';
import { createTemplate, updateTemplate, type Submitter } from './template-write.js';
import {
  IdParams,
  PackagingBody,
  PackagingQuerySchema,
  PackagingSchema,
  PayBody,
  PrintSizeSchema,
  UpdateBody,
} from './schemas.js';
import { printSizes } from './print-sizes.js';

const tags = ['packaging'];
const security = [{ bearer: [] }];
const One = { 200: envelopeOf(PackagingSchema) };

const owner = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
};

/** A sub-account acts for its main account: the owner's templates and files, its own id as actor. */
const submitter = (request: FastifyRequest): Submitter => ({
  ...owner(request),
  actorId: signedInActor(request).id,
});

/** 包装模板 (bottomTemplateIndex / bottomTemplateCreate / payBottomTemplate): the reseller's packaging. */
const packagingRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const wire = (row: Parameters<typeof toPackaging>[0]) => toPackaging(row, app.fileUrl);

  app.get(
    '/distribution/bottomTemplate',
    {
      config: { permission: 'bottomTemplateIndex' },
      schema: {
        tags,
        security,
        summary: '我的包装模板（按状态、类型筛选，按名称搜索；最新在前，分页）',
        querystring: PackagingQuerySchema,
        response: { 200: envelopeOf(paginatorOf(PackagingSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listTemplates(app.db, owner(request), query);
      const list = rows.map((row) => wire(row.template));
      return ok(paginator(list, total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/bottomTemplate/usable',
    {
      // Checkout chooses from them; 我的店铺 and 偏好设置 set the defaults from them.
      config: { permission: ['cart.checkout', 'storeAdmin.edit', 'acSetting.save'] },
      schema: {
        tags,
        security,
        summary: '可用的包装模板（已审核通过并支付制版费）：下单时可选，可设为店铺或账户的默认',
        response: { 200: envelopeOf(Type.Array(PackagingSchema)) },
      },
    },
    async (request) => {
      const scope = owner(request);
      return ok((await usableTemplates(app.db, scope)).map(wire));
    },
  );

  app.get(
    '/distribution/bottomTemplate/printSizes',
    {
      config: { permission: 'bottomTemplateCreate' },
      schema: {
        tags,
        security,
        summary: '各包装类型在编辑器中设计时的印刷尺寸（毫米）与分辨率',
        response: { 200: envelopeOf(Type.Array(PrintSizeSchema)) },
      },
    },
    async () => ok(printSizes()),
  );

  app.get(
    '/distribution/bottomTemplate/:id',
    {
      config: { permission: 'bottomTemplateIndex' },
      schema: { tags, security, summary: '包装模板详情', params: IdParams, response: One },
    },
    async (request) => ok(wire(await findTemplate(app.db, owner(request), request.params.id))),
  );

  app.post(
    '/distribution/bottomTemplate',
    {
      config: { permission: 'bottomTemplateCreate.save' },
      schema: {
        tags,
        security,
        summary:
          '新建包装模板（吊牌、贴纸、包装袋、包装盒）：名称、设计（type=file 上传的私有文件，或编辑器设计，服务端按包装类型的印刷尺寸生成私有印刷文件）、备注；提交后待运营审核',
        body: PackagingBody,
        response: One,
      },
    },
    async (request) =>
      ok(wire(await createTemplate(app.db, app, submitter(request), request.body)), '已提交审核'),
  );

  app.put(
    '/distribution/bottomTemplate/:id',
    {
      config: { permission: 'bottomTemplateCreate.save' },
      schema: {
        tags,
        security,
        summary:
          '修改未支付制版费的包装模板（待审核、已驳回、已通过），重新提交审核；已通过的模板费用清空，由运营重新审核定价',
        params: IdParams,
        body: UpdateBody,
        response: One,
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await updateTemplate(app.db, app, submitter(request), id, request.body);
      return ok(wire(row), '已重新提交审核');
    },
  );

  app.post(
    '/distribution/bottomTemplate/:id/pay',
    {
      config: { permission: 'payBottomTemplate.pay' },
      schema: {
        tags,
        security,
        summary:
          '用余额支付已通过模板的制版费（一次性，一条交易记录；重复提交不再扣款），支付后下单时可用',
        params: IdParams,
        body: PayBody,
        response: One,
      },
    },
    async (request) => {
      const row = await payTemplate(app.db, submitter(request), request.params.id);
      return ok(wire(row), '制版费已支付');
    },
  );
};

export default packagingRoutes;
