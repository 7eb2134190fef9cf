import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginatorOf } from '../../http/paging.js';
import { publicOrigin } from '../../http/public-origin.js';
import { signedInUser } from '../users/index.js';
import { listCustomerOrders, listCustomers } from './customers.js';
import { dnsTxtResolver } from './dns-txt.js';
import {
  CustomerQuery,
  OrderQuery,
  SaveBody,
  SubSiteCustomerSchema,
  SubSiteOrderSchema,
  SubSiteSchema,
} from './schemas.js';
import { mySubSite, saveSubSite, verifySubSite } from './sub-site-service.js';

const tags = ['sub-sites'];
const security = [{ bearer: [] }];

/** 域名设置 → 分站: the reseller's sub-site, its customers and their orders. */
const subSiteRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const resolver = dnsTxtResolver(app.config.subSiteDnsServers);

  app.get(
    '/distribution/subSite',
    {
      config: { permission: 'domain' },
      schema: {
        tags,
        security,
        summary: '我的分站（能否开通、域名与品牌、DNS TXT 验证记录、分类加价、客户数与收益）',
        response: { 200: envelopeOf(SubSiteSchema) },
      },
    },
    async (request) => ok(await mySubSite(app.db, signedInUser(request))),
  );

  app.put(
    '/distribution/subSite',
    {
      config: { permission: 'domain.save' },
      schema: {
        tags,
        security,
        summary:
          '开通或修改分站（需运营允许的会员等级且已实名认证）；更换域名后需重新添加 TXT 记录并验证',
        body: SaveBody,
        response: { 200: envelopeOf(SubSiteSchema) },
      },
    },
    async (request) => {
      const owner = signedInUser(request);
      await saveSubSite(app.db, owner, request.body, publicOrigin(request));
      return ok(await mySubSite(app.db, owner), '已保存');
    },
  );

  app.post(
    '/distribution/subSite/verify',
    {
      config: { permission: 'domain.save' },
      schema: {
        tags,
        security,
        summary: '查询分站域名的 DNS TXT 记录，记录值正确则分站生效',
        response: { 200: envelopeOf(SubSiteSchema) },
      },
    },
    async (request) => {
      const owner = signedInUser(request);
      await verifySubSite(app.db, resolver, owner);
      return ok(await mySubSite(app.db, owner), '域名验证通过，分站已生效');
    },
  );

  app.get(
    '/distribution/subSite/customers',
    {
      config: { permission: 'domain' },
      schema: {
        tags,
        security,
        summary: '分站客户（在分站域名注册的账号），含订单数、已付金额与带来的收益',
        querystring: CustomerQuery,
        response: { 200: envelopeOf(paginatorOf(SubSiteCustomerSchema)) },
      },
    },
    async (request) =>
      ok(
        await listCustomers(
          app.db,
          signedInUser(request),
          request.query.page,
          request.query.page_size,
        ),
      ),
  );

  app.get(
    '/distribution/subSite/orders',
    {
      config: { permission: 'domain' },
      schema: {
        tags,
        security,
        summary: '分站客户的订单与每单加价（付款后计入余额）',
        querystring: OrderQuery,
        response: { 200: envelopeOf(paginatorOf(SubSiteOrderSchema)) },
      },
    },
    async (request) =>
      ok(
        await listCustomerOrders(app.db, signedInUser(request), {
          page: request.query.page,
          perPage: request.query.page_size,
          customerId: request.query.customer_id,
        }),
      ),
  );
};

export default subSiteRoutes;
