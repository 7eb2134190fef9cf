import type { ShippingChannel } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { wireSchema } from '../../http/wire-schema.js';
import { signedInUser } from '../users/index.js';
import { shippingChannels, shippingQuote } from './shipping-channels.js';
import { LogisticsMethodSchema, ShippingQuoteQuerySchema } from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['shipping'];

const ShippingChannelSchema = wireSchema<ShippingChannel>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    country_codes: Type.Array(Type.String(), { description: '配送国家或地区；空表示全部' }),
    first_weight_grams: Type.Integer(),
    first_fee: Type.String(),
    additional_weight_grams: Type.Integer(),
    additional_fee: Type.String(),
    delivery_time: Type.String(),
    sample_prices: Type.Array(Type.Object({ weight_grams: Type.Integer(), fee: Type.String() }), {
      description: '0.5、1、2、5、10 千克的运费（元）',
    }),
  }),
);

/** shipping (物流渠道): the logistics methods checkout offers, and a fee calculator over them. */
const shippingChannelRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/shipping',
    {
      config: { permission: 'shipping' },
      schema: {
        tags,
        summary: '物流渠道：可用的物流方式、配送国家、首重续重价格与时效',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(ShippingChannelSchema)) },
      },
    },
    async (request) => ok(await shippingChannels(app.db, signedInUser(request).siteId)),
  );

  app.get(
    '/distribution/shipping/quote',
    {
      config: { permission: 'shipping' },
      schema: {
        tags,
        summary: '运费试算：发往某国家或地区、某重量时各物流方式的运费（与下单时的计算相同）',
        security: bearer,
        querystring: ShippingQuoteQuerySchema,
        response: { 200: envelopeOf(Type.Array(LogisticsMethodSchema)) },
      },
    },
    async (request) =>
      ok(
        await shippingQuote(
          app.db,
          signedInUser(request).siteId,
          request.query.country_code,
          request.query.weight_grams,
        ),
      ),
  );
};

export default shippingChannelRoutes;
