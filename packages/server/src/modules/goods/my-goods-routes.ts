import { wireSchema } from '../../http/wire-schema.js';
import type { FavouriteState, MyOrderedGoods } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import {
  addFavourite,
  listFavourites,
  listOrderedGoods,
  listOwnSourcingRequests,
  removeFavourite,
} from './my-goods.js';
import { GoodsSchema, MyGoodsPageQuery, SourcingRequestSchema } from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['goods'];
const IdParams = Type.Object({ id: Type.Integer({ title: '商品 id', minimum: 1 }) });
const OrderedGoodsSchema = wireSchema<MyOrderedGoods>()(
  Type.Object({
    goods: GoodsSchema,
    quantity: Type.Integer({ description: '已付款订单中的件数' }),
    order_count: Type.Integer(),
    last_ordered_at: Type.String({ format: 'date-time' }),
  }),
);
const FavouriteAddedSchema = wireSchema<FavouriteState<true>>()(
  Type.Object({ favourite: Type.Literal(true) }),
);
const FavouriteRemovedSchema = wireSchema<FavouriteState<false>>()(
  Type.Object({ favourite: Type.Literal(false) }),
);

function ownerOf(request: FastifyRequest) {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
}

/** generalAdmin: the reseller's own general goods — favourites, goods bought, sourcing requests. */
export const myGoodsRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/ordinaryProduct/favourite',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '我收藏的通用商品（仍在售的，最近收藏的在前）',
        security: bearer,
        querystring: MyGoodsPageQuery,
        response: { 200: envelopeOf(paginatorOf(GoodsSchema)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const found = await listFavourites(app.db, ownerOf(request), page, page_size);
      return ok(paginator(found.rows, found.total, page, page_size));
    },
  );

  app.put(
    '/distribution/ordinaryProduct/:id/favourite',
    {
      config: { permission: '*.collect' },
      schema: {
        tags,
        summary: '收藏通用商品（已收藏时不变）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(FavouriteAddedSchema) },
      },
    },
    async (request) => {
      await addFavourite(app.db, ownerOf(request), request.params.id);
      return ok({ favourite: true as const }, '已收藏');
    },
  );

  app.delete(
    '/distribution/ordinaryProduct/:id/favourite',
    {
      config: { permission: '*.collect' },
      schema: {
        tags,
        summary: '取消收藏通用商品',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(FavouriteRemovedSchema) },
      },
    },
    async (request) => {
      await removeFavourite(app.db, ownerOf(request), request.params.id);
      return ok({ favourite: false as const }, '已取消收藏');
    },
  );

  app.get(
    '/distribution/ordinaryProduct/ordered',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '我采购过的通用商品（已付款订单中的，最近下单的在前）',
        security: bearer,
        querystring: MyGoodsPageQuery,
        response: { 200: envelopeOf(paginatorOf(OrderedGoodsSchema)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const found = await listOrderedGoods(app.db, ownerOf(request), page, page_size);
      return ok(paginator(found.rows, found.total, page, page_size));
    },
  );

  app.get(
    '/distribution/ordinaryProductForm',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '我的代找商品申请（最新在前）',
        security: bearer,
        querystring: MyGoodsPageQuery,
        response: { 200: envelopeOf(paginatorOf(SourcingRequestSchema)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const user = signedInUser(request);
      const found = await listOwnSourcingRequests(
        app.db,
        { siteId: user.siteId, userId: user.id, username: user.username },
        page,
        page_size,
      );
      return ok(paginator(found.rows, found.total, page, page_size));
    },
  );
};
