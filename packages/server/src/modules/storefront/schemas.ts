import { Type } from 'typebox';
import type {
  DjStoreCreateBody,
  DjStoreCreated,
  OpenOrder,
  OpenOrderBody,
  OpenProduct,
  OpenProductQuery,
  StorefrontDelivery,
  StorefrontDeliveryQuery,
  StorefrontKeyIssued,
  StorefrontSecretIssued,
  StorefrontSettings,
  StorefrontSettingsBody,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { Nullable } from '../../http/schemas.js';
import { requestSchema } from '../../http/wire-schema.js';
import { wireSchema } from '../../http/wire-schema.js';
import { OrderStatusSchema } from '../orders/index.js';
import { StoreSchema } from '../stores/index.js';

const DateTime = Type.String({ format: 'date-time' });
const text = (title: string, minLength: number, maxLength: number) =>
  Type.String({ title, minLength, maxLength });
const WebhookUrl = Type.String({
  title: 'Webhook 地址',
  minLength: 8,
  maxLength: 500,
  description: 'PodKit 推送订单事件的地址（https://…）',
});

export const StoreIdParams = Type.Object({ id: Type.Integer({ title: '店铺 id', minimum: 1 }) });
export const DeliveryParams = Type.Object({
  id: Type.Integer({ title: '店铺 id', minimum: 1 }),
  deliveryId: Type.Integer({ title: '投递记录 id', minimum: 1 }),
});
const pageFields = pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 });
export const DeliveryPageQuery = requestSchema<StorefrontDeliveryQuery>()(Type.Object(pageFields));
export const OpenProductPageQuery = requestSchema<OpenProductQuery>()(Type.Object(pageFields));

export const DjStoreBody = requestSchema<DjStoreCreateBody>()(
  Type.Object({ name: text('店铺名称', 1, 100), webhook_url: WebhookUrl }),
);

export const SettingsBody = requestSchema<StorefrontSettingsBody>()(
  Type.Object({ webhook_url: WebhookUrl }),
);

export const DjStoreCreatedSchema = wireSchema<DjStoreCreated>()(
  Type.Object({
    store: StoreSchema,
    api_key: Type.String({ description: 'API 密钥：仅此一次显示，PodKit 只保存其哈希' }),
    webhook_secret: Type.String({ description: 'Webhook 签名密钥：仅此一次显示' }),
  }),
);

export const SettingsSchema = wireSchema<StorefrontSettings>()(
  Type.Object({
    store_id: Type.Integer(),
    webhook_url: Type.String(),
    api_key: Nullable(
      Type.Object({
        prefix: Type.String({ description: '密钥开头几位，用于区分' }),
        created_at: DateTime,
        last_used_at: Nullable(DateTime),
      }),
    ),
  }),
);

export const KeyIssuedSchema = wireSchema<StorefrontKeyIssued>()(
  Type.Object({ api_key: Type.String({ description: '新 API 密钥，仅此一次显示' }) }),
);

export const SecretIssuedSchema = wireSchema<StorefrontSecretIssued>()(
  Type.Object({ webhook_secret: Type.String({ description: '新签名密钥，仅此一次显示' }) }),
);

export const DeliverySchema = wireSchema<StorefrontDelivery>()(
  Type.Object({
    id: Type.Integer(),
    event: Type.Union([Type.Literal('order.status_changed'), Type.Literal('order.shipped')]),
    order_id: Type.Integer(),
    store_order_no: Type.String(),
    state: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
    created_at: DateTime,
    attempts: Type.Array(
      Type.Object({
        id: Type.Integer(),
        attempted_at: DateTime,
        http_status: Nullable(Type.Integer()),
        duration_ms: Type.Integer(),
        error: Type.String(),
      }),
    ),
  }),
);

// ---- The open API ----

export const OpenOrderBodySchema = requestSchema<OpenOrderBody>()(
  Type.Object({
    order_no: Type.String({
      title: '店铺订单号',
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_\\-#.]+$',
      description:
        '店铺前台自己的订单号（字母、数字、_ - # .）：同一订单号重复推送只会得到同一个 PodKit 订单',
    }),
    email: Type.Optional(Type.String({ title: '买家邮箱', maxLength: 200 })),
    currency: Type.Optional(
      Type.String({ title: '币种', pattern: '^[A-Z]{3}$', description: 'ISO 4217，如 USD' }),
    ),
    address: Type.Object(
      {
        recipient_name: text('收件人', 1, 64),
        phone: text('联系电话', 5, 30),
        country_code: Type.String({
          title: '国家/地区代码',
          pattern: '^[A-Za-z]{2}$',
          description: 'ISO 3166-1 两位字母代码，如 US',
        }),
        province: text('省/州', 0, 64),
        city: text('城市', 1, 64),
        district: text('区/县', 0, 64),
        address1: text('详细地址', 1, 200),
        address2: text('地址补充', 0, 200),
        postcode: text('邮编', 0, 16),
      },
      { title: '收货地址' },
    ),
    lines: Type.Array(
      Type.Object({
        sku: text('SKU', 1, 100),
        quantity: Type.Integer({ title: '数量', minimum: 1, maximum: 999 }),
        line_id: Type.Optional(text('订单行 id', 1, 64)),
        title: Type.Optional(text('商品名称', 0, 255)),
        unit_price_cents: Type.Optional(
          Type.Integer({ title: '售价（分）', minimum: 0, maximum: 100_000_000 }),
        ),
      }),
      { title: '订单行', minItems: 1, maxItems: 100 },
    ),
  }),
);

export const OrderNoParams = Type.Object({
  order_no: Type.String({ title: '店铺订单号', minLength: 1, maxLength: 64 }),
});

export const OpenOrderSchema = wireSchema<OpenOrder>()(
  Type.Object({
    id: Type.Integer({ description: 'PodKit 订单 id' }),
    podkit_order_no: Type.String({ description: 'PodKit 订单号' }),
    order_no: Type.String({ description: '店铺订单号' }),
    status: OrderStatusSchema,
    status_label: Type.String(),
    carrier: Nullable(Type.String()),
    tracking_number: Nullable(Type.String()),
    tracking_url: Nullable(Type.String()),
    shipped_at: Nullable(DateTime),
    created_at: DateTime,
    updated_at: DateTime,
    lines: Type.Array(
      Type.Object({
        line_id: Type.String(),
        sku: Type.String(),
        title: Type.String(),
        quantity: Type.Integer(),
      }),
    ),
  }),
);

export const OpenProductSchema = wireSchema<OpenProduct>()(
  Type.Object({
    listing_id: Type.Integer(),
    product_id: Type.Integer(),
    title: Type.String(),
    description_html: Type.String(),
    tags: Type.Array(Type.String()),
    images: Type.Array(Type.String()),
    options: Type.Array(Type.Object({ name: Type.String(), values: Type.Array(Type.String()) })),
    variants: Type.Array(
      Type.Object({
        sku: Type.String({ description: '下单时 lines[].sku 使用的 SKU' }),
        price: Type.String({ description: '按产品模板的价格模板计算的售价' }),
        currency: Type.String(),
        options: Type.Record(Type.String(), Type.String()),
        image_url: Type.String(),
      }),
    ),
    published_at: DateTime,
  }),
);
