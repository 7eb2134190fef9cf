import { Type } from 'typebox';
import type {
  ConnectablePlatform,
  FbaShipment,
  MapOrderLineBody,
  SkuMapping,
  Store,
  StoreAuthCallbackBody,
  StoreConnectBody,
  StoreConnectResult,
  StoreListQuery as StoreListInput,
  StorePackagingBody as StorePackagingInput,
  StorePlatform,
  StorePlatformApp,
  StorePlatformAppBody,
  StorePlatformCode,
  StoreReauthorizeBody,
  SyncOrderBody as SyncOrderInput,
  SyncOrderResult,
} from '@podkit/sdk-core';
import { Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { connectablePlatforms, platformNames } from './platforms.js';

/** A store platform's code (spec 2). */
export const PlatformCodeSchema = Type.Unsafe<StorePlatformCode>(
  Type.Union(
    Object.keys(platformNames).map((code) => Type.Literal(Number(code))),
    { description: '平台代码' },
  ),
);

const DateTime = Type.String({ format: 'date-time' });
const Name = Type.Optional(Type.String({ title: '店铺名称', maxLength: 100 }));
const SaveMapping = Type.Boolean({ title: '保存此映射' });
const OrderItemId = Type.Integer({ title: '订单商品行 id', minimum: 1 });

export const StoreId = Type.Object({ id: Type.Integer({ title: '店铺 id', minimum: 1 }) });
export const MappingParams = Type.Object({
  id: Type.Integer({ title: '店铺 id', minimum: 1 }),
  mappingId: Type.Integer({ title: '映射 id', minimum: 1 }),
});
export const StoreListQuery = requestSchema<StoreListInput>()(
  Type.Object({
    platform: Type.Optional(Type.Integer({ title: '平台代码', minimum: 1, maximum: 99 })),
  }),
);

export const ConnectBody = requestSchema<StoreConnectBody>()(
  Type.Union([
    Type.Object({
      platform: Type.Literal(5, { title: '平台（5 = Shopify）' }),
      shop_domain: Type.String({ title: '店铺域名', minLength: 1, maxLength: 255 }),
      name: Name,
    }),
    Type.Object({
      platform: Type.Literal(9, { title: '平台（9 = Shopline）' }),
      shop_domain: Type.String({
        title: '店铺域名（xxx.myshopline.com）',
        minLength: 1,
        maxLength: 255,
      }),
      name: Name,
    }),
    Type.Object({
      platform: Type.Literal(8, { title: '平台（8 = Shoplazza）' }),
      shop_domain: Type.String({
        title: '店铺域名（xxx.myshoplaza.com）',
        minLength: 1,
        maxLength: 255,
      }),
      name: Name,
    }),
    Type.Object({ platform: Type.Literal(7, { title: '平台（7 = Etsy）' }), name: Name }),
    Type.Object({
      platform: Type.Literal(1, { title: '平台（1 = Amazon）' }),
      region: Type.Union([Type.Literal('na'), Type.Literal('eu'), Type.Literal('fe')], {
        title: '区域（na 北美 / eu 欧洲 / fe 远东）',
      }),
      name: Name,
    }),
    Type.Object({ platform: Type.Literal(2, { title: '平台（2 = AliExpress）' }), name: Name }),
    Type.Object({ platform: Type.Literal(4, { title: '平台（4 = Shopee）' }), name: Name }),
    Type.Object({ platform: Type.Literal(3, { title: '平台（3 = Wish）' }), name: Name }),
    Type.Object({ platform: Type.Literal(10, { title: '平台（10 = TikTok Shop）' }), name: Name }),
    Type.Object({ platform: Type.Literal(17, { title: '平台（17 = Temu）' }), name: Name }),
    Type.Object({ platform: Type.Literal(18, { title: '平台（18 = Temu 本土）' }), name: Name }),
    Type.Object({ platform: Type.Literal(19, { title: '平台（19 = Shein）' }), name: Name }),
    Type.Object({ platform: Type.Literal(20, { title: '平台（20 = Temu 托管）' }), name: Name }),
    Type.Object({
      platform: Type.Literal(14, { title: '平台（14 = Ozon）' }),
      client_id: Type.String({ title: 'Client-Id', minLength: 1, maxLength: 32 }),
      api_key: Type.String({ title: 'Api-Key', minLength: 8, maxLength: 200 }),
      name: Name,
    }),
    Type.Object({
      platform: Type.Literal(21, { title: '平台（21 = WooCommerce）' }),
      store_url: Type.String({ title: '店铺地址', minLength: 8, maxLength: 255 }),
      consumer_key: Type.String({ title: 'Consumer key', minLength: 4, maxLength: 200 }),
      consumer_secret: Type.String({ title: 'Consumer secret', minLength: 4, maxLength: 200 }),
      webhook_secret: Type.Optional(Type.String({ title: 'Webhook 密钥', maxLength: 200 })),
      name: Name,
    }),
  ]),
);

const CallbackValue = Type.String({ maxLength: 2000 });
export const AuthCallbackBody = requestSchema<StoreAuthCallbackBody>()(
  Type.Object({
    query: Type.Record(
      Type.String(),
      Type.Union([CallbackValue, Type.Array(CallbackValue, { maxItems: 250 })]),
      { title: '回调参数（重复的参数如 ids[] 为数组）' },
    ),
  }),
);

export const ReauthorizeBody = requestSchema<StoreReauthorizeBody>()(
  Type.Object({
    consumer_key: Type.Optional(Type.String({ title: 'Consumer key', maxLength: 200 })),
    consumer_secret: Type.Optional(Type.String({ title: 'Consumer secret', maxLength: 200 })),
    webhook_secret: Type.Optional(Type.String({ title: 'Webhook 密钥', maxLength: 200 })),
    api_key: Type.Optional(Type.String({ title: 'Ozon Api-Key', maxLength: 200 })),
  }),
);

export const SyncOrderBody = requestSchema<SyncOrderInput>()(
  Type.Object({
    store_ids: Type.Array(Type.Integer({ title: '店铺 id', minimum: 1 }), {
      title: '店铺 id 列表',
      minItems: 1,
      maxItems: 50,
    }),
  }),
);

export const MapSkuBody = requestSchema<MapOrderLineBody>()(
  Type.Union([
    Type.Object({
      order_item_id: OrderItemId,
      designed_product_sku_id: Type.Integer({ title: '设计商品 SKU id', minimum: 1 }),
      save_mapping: SaveMapping,
    }),
    Type.Object({
      order_item_id: OrderItemId,
      goods_sku_id: Type.Integer({ title: '通用商品 SKU id', minimum: 1 }),
      save_mapping: SaveMapping,
    }),
  ]),
);

export const StorePlatformSchema = wireSchema<StorePlatform>()(
  Type.Object({
    code: PlatformCodeSchema,
    name: Type.String(),
    connectable: Type.Boolean({ description: '系统支持授权该平台的店铺' }),
    enabled: Type.Boolean({ description: '本站已开通，分销商现在可以授权' }),
  }),
);

export const StoreSchema = wireSchema<Store>()(
  Type.Object({
    id: Type.Integer(),
    platform: PlatformCodeSchema,
    platform_name: Type.String(),
    name: Type.String(),
    shop_domain: Type.String({
      description:
        'Shopify 的 x.myshopify.com、Shopline 的 x.myshopline.com、Shoplazza 的 x.myshoplaza.com、WooCommerce 站点地址或 Etsy 店铺 id',
    }),
    state: Type.Union([
      Type.Literal('authorising'),
      Type.Literal('authorised'),
      Type.Literal('expired'),
      Type.Literal('error'),
    ]),
    state_label: Type.String(),
    state_message: Type.String({ description: '过期或异常时平台的原话' }),
    sync_status: Type.Union([
      Type.Literal('idle'),
      Type.Literal('queued'),
      Type.Literal('running'),
      Type.Literal('failed'),
    ]),
    sync_done: Type.Integer(),
    sync_total: Nullable(Type.Integer({ description: '平台尚未告知总数时为 null' })),
    last_error: Type.String(),
    last_synced_at: Nullable(DateTime),
    next_sync_at: Nullable(DateTime),
    default_bottom_template_id: Nullable(
      Type.Integer({ description: '店铺默认包装模板：导入订单使用（优先于账户的默认）' }),
    ),
    created_at: DateTime,
  }),
);

export const StorePackagingBody = requestSchema<StorePackagingInput>()(
  Type.Object({
    bottom_template_id: Nullable(
      Type.Integer({
        title: '默认包装模板',
        minimum: 1,
        maximum: 2_147_483_647,
        description: '已审核通过并支付制版费的本账户模板；null 取消店铺默认',
      }),
    ),
  }),
);

export const ConnectResultSchema = wireSchema<StoreConnectResult>()(
  Type.Object({
    store: StoreSchema,
    authorize_url: Nullable(
      Type.String({ description: '去平台授权的地址；用密钥直接绑定时为 null' }),
    ),
  }),
);

/** The job started for one store. */
export const StoreJobSchema = wireSchema<SyncOrderResult>()(
  Type.Object({ store_id: Type.Integer(), job_id: Type.Integer() }),
);

export const SkuMappingSchema = wireSchema<SkuMapping>()(
  Type.Object({
    id: Type.Integer(),
    store_id: Type.Integer(),
    store_sku_key: Type.String({ description: 'sku:<店铺 SKU> 或 variant:<变体 id>' }),
    designed_product_sku_id: Nullable(Type.Integer()),
    goods_sku_id: Nullable(Type.Integer()),
    target_text: Type.String(),
    created_at: DateTime,
  }),
);

const AppFieldSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  secret: Type.Boolean({ description: '密钥类参数：从不返回其值' }),
  value: Type.String({ description: '参数值（密钥类为空）' }),
  set: Type.Boolean({ description: '已保存（或环境变量提供）' }),
});

export const PlatformAppSchema = wireSchema<StorePlatformApp>()(
  Type.Object({
    code: Type.Unsafe<ConnectablePlatform>(
      Type.Union(connectablePlatforms.map((code) => Type.Literal(code))),
    ),
    name: Type.String(),
    enabled: Type.Boolean({ description: '本站分销商现在可以授权该平台的店铺' }),
    source: Type.Union([Type.Literal('site'), Type.Literal('environment'), Type.Literal('none')], {
      description: 'site：本站自己的应用；environment：环境变量的默认应用；none：未配置',
    }),
    fields: Type.Array(AppFieldSchema),
  }),
);

export const PlatformAppParams = Type.Object({
  code: Type.Integer({ title: '平台代码', minimum: 1, maximum: 99 }),
});

export const PlatformAppBody = requestSchema<StorePlatformAppBody>()(
  Type.Object({
    enabled: Type.Boolean({ title: '开通' }),
    fields: Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 2000 }), {
      title: '应用参数（密钥留空则保留已保存的值）',
    }),
  }),
);

export const FbaShipmentSchema = wireSchema<FbaShipment>()(
  Type.Object({
    shipment_id: Type.String({ description: '货件编号（标签上的 FBA…，shipmentConfirmationId）' }),
    name: Type.String({ description: '货件名称' }),
    destination: Type.String({ description: '目的运营中心（warehouseId）；Amazon 未分仓时为空' }),
    status: Type.String({ description: 'Amazon 的货件状态：WORKING / READY_TO_SHIP' }),
  }),
);
