import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor, signedInUser } from '../users/index.js';
import { createInbound } from './inbound.js';
import {
  InboundBody,
  InboundQuerySchema,
  InboundSchema,
  LedgerQuerySchema,
  StockItemSchema,
  StockMovementSchema,
  StorageFeeSchema,
  SummarySchema,
} from './schemas.js';
import { settleOwedFees } from './storage-fee.js';
import {
  listFees,
  listInbounds,
  listMovements,
  listStock,
  toInbound,
  toStockItem,
  toStorageFee,
  warehouseSummary,
} from './stock-read.js';

const tags = ['warehouse'];
const security = [{ bearer: [] }];
const view = { permission: 'valueAddedServicesHouse' };
const buy = { permission: 'valueAddedServicesHouse.buy' };

const owner = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
};

/** 仓储服务 (valueAddedServicesHouse): the reseller's stock, inbound requests and storage fees. */
const warehouseRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/warehouse/summary',
    {
      config: view,
      schema: {
        tags,
        security,
        summary: '仓储概况：SKU 数、件数、仓储费标准、欠费与是否暂停发货',
        response: { 200: envelopeOf(SummarySchema) },
      },
    },
    async (request) => ok(await warehouseSummary(app.db, owner(request))),
  );

  app.get(
    '/distribution/warehouse/stock',
    {
      config: view,
      schema: {
        tags,
        security,
        summary: '我的仓储库存（每个 SKU 一行，件数多的在前）',
        response: { 200: envelopeOf(Type.Array(StockItemSchema)) },
      },
    },
    async (request) => ok((await listStock(app.db, owner(request))).map(toStockItem)),
  );

  app.get(
    '/distribution/warehouse/ledger',
    {
      config: view,
      schema: {
        tags,
        security,
        summary: '库存流水（入库、订单出库、订单退回；每次变动一行，最新在前，分页）',
        querystring: LedgerQuerySchema,
        response: { 200: envelopeOf(paginatorOf(StockMovementSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listMovements(app.db, owner(request), query);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/warehouse/inbound',
    {
      config: view,
      schema: {
        tags,
        security,
        summary: '我的入库申请（按状态筛选，按商品名称搜索；最新在前，分页）',
        querystring: InboundQuerySchema,
        response: { 200: envelopeOf(paginatorOf(InboundSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listInbounds(app.db, owner(request), query);
      return ok(
        paginator(
          rows.map((row) => toInbound(row.inbound)),
          total,
          query.page,
          query.page_size,
        ),
      );
    },
  );

  app.post(
    '/distribution/warehouse/inbound',
    {
      config: buy,
      schema: {
        tags,
        security,
        summary:
          '新建入库申请：按当前等级价从余额支付备货款（一条交易记录；同一幂等键只扣一次），待平台入库',
        body: InboundBody,
        response: { 200: envelopeOf(InboundSchema) },
      },
    },
    async (request) => {
      const row = await createInbound(
        app.db,
        signedInUser(request),
        signedInActor(request).id,
        request.body,
      );
      return ok(toInbound(row), '已提交入库申请，备货款已从余额支付');
    },
  );

  app.get(
    '/distribution/warehouse/fees',
    {
      config: view,
      schema: {
        tags,
        security,
        summary: '仓储费账单（每月一条，最新在前）',
        response: { 200: envelopeOf(Type.Array(StorageFeeSchema)) },
      },
    },
    async (request) => ok((await listFees(app.db, owner(request))).map(toStorageFee)),
  );

  app.post(
    '/distribution/warehouse/fees/settle',
    {
      config: buy,
      schema: {
        tags,
        security,
        summary: '用余额支付欠缴的仓储费（从最早的开始，余额够几笔付几笔）；付清后库存恢复发货',
        response: { 200: envelopeOf(Type.Array(StorageFeeSchema)) },
      },
    },
    async (request) => {
      const paid = await settleOwedFees(app.db, owner(request));
      return ok(
        paid.map(toStorageFee),
        paid.length > 0 ? '仓储费已支付' : '没有可支付的欠费（余额不足或无欠费）',
      );
    },
  );
};

export default warehouseRoutes;
