import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { randomKeyName } from '../../storage/index.js';
import { ownerOf, urlMaker } from '../materials/index.js';
import { boxLabelsPdf } from './box-labels.js';
import { listPurchaseOrders } from './purchase-order-read.js';
import { requestPurchaseOrderSync } from './purchase-order-sync.js';
import { findShipOrder, listShipOrders } from './ship-order-read.js';
import { logisticsCompanies, packingSend, refreshShipOrder } from './ship-order-pack.js';
import { sendShipOrder } from './ship-order-send.js';
import { createShipOrder, deleteShipOrder, saveBoxes } from './ship-order-write.js';
import {
  BoxesBody,
  BoxLabelsSchema,
  IdParams,
  LogisticsCompaniesSchema,
  PackingBody,
  PurchaseOrderQuery,
  PurchaseOrderSchema,
  ShipOrderBody,
  ShipOrderQuery,
  ShipOrderSchema,
  SyncAnswer,
  SyncBody,
} from './schemas.js';

const tags = ['temu-hosted'];
const security = [{ bearer: [] }];

/** temuPurchaseOrder (采购单), temuShipOrder (发货单) and temuBox (装箱) of Temu hosted stores. */
const temuHostedRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/temuPurchaseOrder',
    {
      config: { permission: 'temuPurchaseOrder' },
      schema: {
        tags,
        security,
        summary: 'Temu 托管店铺的采购单（含各 SKU 已下单、已发、已建发货单数量）',
        querystring: PurchaseOrderQuery,
        response: { 200: envelopeOf(paginatorOf(PurchaseOrderSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listPurchaseOrders(app.db, ownerOf(request), query);
      return ok(paginator(page.rows, page.total, query.page, query.page_size));
    },
  );

  app.post(
    '/distribution/temuPurchaseOrder/sync',
    {
      config: { permission: 'temuPurchaseOrder.sync' },
      schema: {
        tags,
        security,
        summary: '从 Temu 同步该店铺的采购单（后台任务）',
        body: SyncBody,
        response: { 200: envelopeOf(SyncAnswer) },
      },
    },
    async (request) =>
      ok(
        await requestPurchaseOrderSync(app.db, ownerOf(request), request.body.store_id),
        '采购单同步中，请稍后刷新',
      ),
  );

  app.get(
    '/distribution/temuShipOrder',
    {
      config: { permission: ['temuShipOrder', 'temuBox'] },
      schema: {
        tags,
        security,
        summary: 'Temu 发货单',
        querystring: ShipOrderQuery,
        response: { 200: envelopeOf(paginatorOf(ShipOrderSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listShipOrders(app.db, ownerOf(request), query);
      return ok(paginator(page.rows, page.total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/temuShipOrder/:id',
    {
      config: { permission: ['temuShipOrder', 'temuBox'] },
      schema: {
        tags,
        security,
        summary: '一张 Temu 发货单及其装箱',
        params: IdParams,
        response: { 200: envelopeOf(ShipOrderSchema) },
      },
    },
    async (request) => ok(await findShipOrder(app.db, ownerOf(request), request.params.id)),
  );

  app.post(
    '/distribution/temuShipOrder',
    {
      config: { permission: 'temuPurchaseOrder.createShipOrder' },
      schema: {
        tags,
        security,
        summary: '用采购单的 SKU 创建发货单草稿（先全部装在第 1 箱）',
        body: ShipOrderBody,
        response: { 200: envelopeOf(ShipOrderSchema) },
      },
    },
    async (request) =>
      ok(await createShipOrder(app.db, ownerOf(request), request.body), '发货单已创建'),
  );

  app.delete(
    '/distribution/temuShipOrder/:id',
    {
      config: { permission: 'temuShipOrder.delete' },
      schema: {
        tags,
        security,
        summary: '删除未发送的发货单',
        params: IdParams,
        response: { 200: envelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      await deleteShipOrder(app.db, ownerOf(request), request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.post(
    '/distribution/temuShipOrder/:id/send',
    {
      config: { permission: 'temuShipOrder.ship' },
      schema: {
        tags,
        security,
        summary: '在 Temu 创建发货单（每箱一个包裹），取回发货单号和包裹号',
        params: IdParams,
        response: { 200: envelopeOf(ShipOrderSchema) },
      },
    },
    async (request) =>
      ok(
        await sendShipOrder(app.db, app.config.stores, ownerOf(request), request.params.id),
        '已发送到 Temu',
      ),
  );

  app.get(
    '/distribution/temuShipOrder/:id/logisticsCompanies',
    {
      config: { permission: 'temuShipOrder.ship' },
      schema: {
        tags,
        security,
        summary: 'Temu 接受的快递公司（bg.logistics.company.get），装箱发货时选择',
        params: IdParams,
        response: { 200: envelopeOf(LogisticsCompaniesSchema) },
      },
    },
    async (request) =>
      ok(await logisticsCompanies(app.db, app.config.stores, ownerOf(request), request.params.id)),
  );

  app.post(
    '/distribution/temuShipOrder/:id/packingSend',
    {
      config: { permission: 'temuShipOrder.ship' },
      schema: {
        tags,
        security,
        summary: '装箱发货：已发送 Temu 的发货单交快递（快递公司与单号）或自送到 Temu 仓，只发一次',
        params: IdParams,
        body: PackingBody,
        response: { 200: envelopeOf(ShipOrderSchema) },
      },
    },
    async (request) =>
      ok(
        await packingSend(
          app.db,
          app.config.stores,
          ownerOf(request),
          request.params.id,
          request.body,
        ),
        '已装箱发货',
      ),
  );

  app.post(
    '/distribution/temuShipOrder/:id/refresh',
    {
      config: { permission: ['temuShipOrder', 'temuBox'] },
      schema: {
        tags,
        security,
        summary: '从 Temu 读回发货单状态（待仓库收货、已收货、已入库…）',
        params: IdParams,
        response: { 200: envelopeOf(ShipOrderSchema) },
      },
    },
    async (request) =>
      ok(
        await refreshShipOrder(app.db, app.config.stores, ownerOf(request), request.params.id),
        '状态已更新',
      ),
  );

  app.put(
    '/distribution/temuBox/:id',
    {
      config: { permission: 'temuBox.create' },
      schema: {
        tags,
        security,
        summary: '保存发货单的装箱（各箱数量之和须等于发货数量）',
        params: IdParams,
        body: BoxesBody,
        response: { 200: envelopeOf(ShipOrderSchema) },
      },
    },
    async (request) =>
      ok(await saveBoxes(app.db, ownerOf(request), request.params.id, request.body), '装箱已保存'),
  );

  app.post(
    '/distribution/temuBox/:id/labels',
    {
      config: { permission: 'temuBox.print' },
      schema: {
        tags,
        security,
        summary: '箱唛 PDF（每箱一页 100×100 mm，条码为 Temu 包裹号），答复一小时有效的链接',
        params: IdParams,
        response: { 200: envelopeOf(BoxLabelsSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const ship = await findShipOrder(app.db, owner, request.params.id);
      const pdf = await boxLabelsPdf(ship);
      const key = `s${owner.siteId}/u${owner.userId}/export/box-labels-${randomKeyName()}.pdf`;
      await app.storage.put(key, pdf, { contentType: 'application/pdf' });
      return ok({
        url: urlMaker(request)(key),
        name: `箱唛-${ship.delivery_order_sn}.pdf`,
        labels: ship.boxes.length,
      });
    },
  );
};

export default temuHostedRoutes;
