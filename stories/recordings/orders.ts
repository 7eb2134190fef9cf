import type { Order, OrderStatus } from '@podkit/sdk-core';
import type { Recordings } from '../support/recorded-client';
import { ok, page } from './envelope';

const STATUSES: Array<[OrderStatus, string]> = [
  ['pending_payment', '待付款'],
  ['paid', '已付款'],
  ['in_production', '生产中'],
  ['shipped', '已发货'],
  ['completed', '已完成'],
];

function order(id: number): Order {
  const [status, label] = STATUSES[id % STATUSES.length]!;
  const goods = 3590 * ((id % 3) + 1);
  const fee = 1200;
  const shipped = status === 'shipped' || status === 'completed';
  return {
    id,
    order_no: `PK2026112${String(100000 + id)}`,
    kind: 'normal',
    from_stock: false,
    fba_shipment_id: '',
    status,
    status_label: label,
    hold_reason: null,
    hold_reason_label: '',
    address: {
      recipient_name: `收件人${id}`,
      phone: '13800138000',
      country_code: 'US',
      province: 'CA',
      city: 'Los Angeles',
      district: '',
      address1: `${100 + id} Main St`,
      address2: '',
      postcode: '90001',
    },
    logistics_id: 1,
    logistics_name: '美国专线',
    shipping_fee: (fee / 100).toFixed(2),
    packaging_fee: '0.00',
    packaging_template_id: null,
    packaging_name: '',
    goods_amount: (goods / 100).toFixed(2),
    discount: '0.00',
    total: ((goods + fee) / 100).toFixed(2),
    coupon_id: null,
    weight_grams: 200 * ((id % 3) + 1),
    item_num: (id % 3) + 1,
    platform: id % 4 === 0 ? 5 : null,
    platform_name: id % 4 === 0 ? 'Shopify' : '',
    store_id: null,
    store_name: '',
    refund_amount: '0.00',
    paid_at: status === 'pending_payment' ? null : '2026-11-20T09:00:00.000Z',
    shipped_at: shipped ? '2026-11-21T09:00:00.000Z' : null,
    refunded_at: null,
    created_at: new Date(Date.UTC(2026, 10, 20, 8, id % 60)).toISOString(),
    platform_order_id: null,
    platform_order_name: null,
    platform_change: null,
    mapping_state: null,
    carrier: shipped ? 'USPS' : null,
    tracking_number: shipped ? `9400${id}000000` : null,
    tracking_url: null,
    tracking_push_state: null,
    tracking_push_error: null,
    tracking_pushed_at: null,
  };
}

function countsOf(orders: Order[], total: number) {
  const counts: Record<OrderStatus | 'all', number> = {
    all: total,
    pending_payment: 0,
    paid: 0,
    in_production: 0,
    shipped: 0,
    completed: 0,
    cancelled: 0,
    refunded: 0,
    on_hold: 0,
  };
  for (const row of orders) counts[row.status] += Math.round(total / orders.length);
  return counts;
}

export const noOrders: Recordings = {
  'GET /distribution/order': ok(page([], 0, 20)),
  'GET /distribution/order/statusCounts': ok(countsOf([], 0)),
};

const rows = Array.from({ length: 20 }, (_, i) => order(240 - i));
/** The first page of 240 orders across the status tabs. */
export const manyOrders: Recordings = {
  'GET /distribution/order': ok(page(rows, 240, 20)),
  'GET /distribution/order/statusCounts': ok(countsOf(rows, 240)),
};
