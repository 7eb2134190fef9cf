import { wireSchema } from '../../http/wire-schema.js';
import type {
  AdminRechargeRecord,
  OnlineRecharge,
  RechargeRecord,
  RechargeSettings,
} from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { conflict, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { publicOrigin } from '../../http/public-origin.js';
import { formatCents } from '../../http/money.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import { createAlipayProvider } from './alipay.js';
import {
  AdminRechargeListQuery,
  MethodSchema,
  OfflineBody,
  OnlineBody,
  RechargeListQuery,
  RejectBody,
  StatusSchema,
} from './schemas.js';
import {
  approveRecharge,
  createOfflineRecharge,
  createOnlineRecharge,
  findOwnRecharge,
  handlePaymentNotification,
  listRecharges,
  MAX_RECHARGE_CENTS,
  MIN_RECHARGE_CENTS,
  ownedRecharges,
  rejectRecharge,
  siteRecharges,
  toAdminRecharges,
  toRecharge,
} from './recharge-service.js';

const bearer = [{ bearer: [] }];
const tags = ['recharge'];
const IdParams = Type.Object({ id: Type.Integer({ title: '充值记录 id', minimum: 1 }) });
const RechargeSchema = wireSchema<RechargeRecord>()(
  Type.Object({
    id: Type.Integer(),
    recharge_no: Type.String(),
    method: MethodSchema,
    method_label: Type.String(),
    amount: Type.String(),
    status: StatusSchema,
    status_label: Type.String(),
    voucher_url: Type.Union([Type.String(), Type.Null()]),
    remark: Type.String(),
    reject_reason: Type.String(),
    trade_no: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
);
const AdminRechargeSchema = wireSchema<AdminRechargeRecord>()(
  Type.Object({
    ...RechargeSchema.properties,
    user_id: Type.Integer(),
    username: Type.String(),
  }),
);
const SettingsSchema = wireSchema<RechargeSettings>()(
  Type.Object({
    bank_account: Type.Union([
      Type.Object({
        bank_name: Type.String(),
        account_name: Type.String(),
        account_no: Type.String(),
      }),
      Type.Null(),
    ]),
    online_methods: Type.Array(MethodSchema),
    min_amount: Type.String(),
    max_amount: Type.String(),
  }),
);
const OnlineRechargeSchema = wireSchema<OnlineRecharge>()(
  Type.Object({ recharge: RechargeSchema, pay_url: Type.String() }),
);
const recharge: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const urlOf = app.fileUrl;
  const alipay = app.config.alipay ? createAlipayProvider(app.config.alipay) : null;

  // Alipay posts its notifications as a form; only this plugin's routes read forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/distribution/recharge/settings',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '充值设置：转账账户、可用的在线支付方式、金额范围',
        security: bearer,
        response: {
          200: envelopeOf(SettingsSchema),
        },
      },
    },
    async () => {
      const bank = app.config.rechargeBankAccount;
      return ok({
        bank_account: bank
          ? { bank_name: bank.bankName, account_name: bank.accountName, account_no: bank.accountNo }
          : null,
        online_methods: alipay ? [alipay.method] : [],
        min_amount: formatCents(MIN_RECHARGE_CENTS),
        max_amount: formatCents(MAX_RECHARGE_CENTS),
      });
    },
  );

  app.get(
    '/distribution/recharge',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '我的充值记录',
        security: bearer,
        querystring: RechargeListQuery,
        response: { 200: envelopeOf(paginatorOf(RechargeSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listRecharges(app.db, ownedRecharges(signedInUser(request)), query);
      return ok(
        paginator(
          page.rows.map((row) => toRecharge(row, urlOf)),
          page.total,
          query.page,
          query.page_size,
        ),
      );
    },
  );

  app.get(
    '/distribution/recharge/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '充值记录详情',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(RechargeSchema) },
      },
    },
    async (request) =>
      ok(
        toRecharge(await findOwnRecharge(app.db, signedInUser(request), request.params.id), urlOf),
      ),
  );

  app.post(
    '/distribution/recharge/offline',
    {
      config: { permission: 'recharge.pay' },
      schema: {
        tags,
        summary: '线下转账充值（上传转账凭证，待平台审核）',
        security: bearer,
        body: OfflineBody,
        response: { 200: envelopeOf(RechargeSchema) },
      },
    },
    async (request) => {
      const row = await createOfflineRecharge(app.db, signedInUser(request), request.body);
      return ok(toRecharge(row, urlOf), '已提交，请等待审核');
    },
  );

  app.post(
    '/distribution/recharge/online',
    {
      config: { permission: 'recharge.pay' },
      schema: {
        tags,
        summary: '在线充值（支付宝电脑网站支付）：返回支付页面地址',
        security: bearer,
        body: OnlineBody,
        response: {
          200: envelopeOf(OnlineRechargeSchema),
        },
      },
    },
    async (request) => {
      if (!alipay) throw conflict('本站未开通在线充值，请使用线下转账');
      const { row, payUrl } = await createOnlineRecharge(
        app.db,
        signedInUser(request),
        alipay,
        request.body,
        publicOrigin(request),
      );
      return ok({ recharge: toRecharge(row, urlOf), pay_url: payUrl });
    },
  );

  app.post(
    '/api/payment/alipay/notify',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: '支付宝异步通知（验签后入账，应答 success）',
        description: '由支付宝服务器以表单 POST 调用；签名错误或金额不符不做任何修改并应答 fail。',
        hide: true,
      },
    },
    async (request, reply) => {
      const params = (request.body ?? {}) as Record<string, string>;
      const answer = alipay ? await handlePaymentNotification(app.db, alipay, params) : 'fail';
      if (answer === 'fail')
        request.log.warn({ out_trade_no: params.out_trade_no }, 'alipay notification refused');
      return reply
        .type('text/plain; charset=utf-8')
        .send(answer === 'ack' ? alipay!.acknowledgement : 'fail');
    },
  );

  const admin = { config: { permission: 'operator' as const } };

  app.get(
    '/admin/recharge',
    {
      ...admin,
      schema: {
        tags: ['recharge-admin'],
        summary: '充值审核列表',
        security: bearer,
        querystring: AdminRechargeListQuery,
        response: { 200: envelopeOf(paginatorOf(AdminRechargeSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listRecharges(
        app.db,
        siteRecharges(request.site.id, query.keyword),
        query,
      );
      return ok(
        paginator(
          await toAdminRecharges(app.db, page.rows, urlOf),
          page.total,
          query.page,
          query.page_size,
        ),
      );
    },
  );

  app.post(
    '/admin/recharge/:id/approve',
    {
      ...admin,
      schema: {
        tags: ['recharge-admin'],
        summary: '通过线下充值（入账一次，重复通过不再入账）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(AdminRechargeSchema) },
      },
    },
    async (request) => {
      const { row, already } = await approveRecharge(
        app.db,
        request.site.id,
        signedInUser(request).id,
        request.params.id,
      );
      const [record] = await toAdminRecharges(app.db, [row], urlOf);
      return ok(record!, already ? '该充值已处理过，余额未重复入账' : '已通过，余额已到账');
    },
  );

  app.post(
    '/admin/recharge/:id/reject',
    {
      ...admin,
      schema: {
        tags: ['recharge-admin'],
        summary: '驳回线下充值',
        security: bearer,
        params: IdParams,
        body: RejectBody,
        response: { 200: envelopeOf(AdminRechargeSchema) },
      },
    },
    async (request) => {
      const row = await rejectRecharge(
        app.db,
        request.site.id,
        signedInUser(request).id,
        request.params.id,
        request.body.reason,
      );
      const [record] = await toAdminRecharges(app.db, [row], urlOf);
      return ok(record!, '已驳回');
    },
  );
};

export default recharge;
