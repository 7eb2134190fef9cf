import type { Order, OrderDetail, OrderStatus, PackagingTemplate } from '@podkit/sdk-core';
import { centsOf, yuanOf } from '../../cart/money';
import {
  businessError,
  createRecordingClient,
  type RecordingClient,
} from '../../cart/testing/recording-client';
import { STATUS_TABS } from '../order-labels';

export interface FakeOrdersClient extends RecordingClient {
  orders: Order[];
  balanceCents: number;
}

let nextId = 9000;

const LABELS = Object.fromEntries(STATUS_TABS.map((tab) => [tab.key, tab.label]));

export function fakeOrder(orderNo: string, extra: Partial<Order> = {}): Order {
  return {
    id: nextId++,
    order_no: orderNo,
    kind: 'normal',
    from_stock: false,
    fba_shipment_id: '',
    status: 'pending_payment',
    status_label: '待付款',
    hold_reason: null,
    hold_reason_label: '',
    address: {
      recipient_name: '张三',
      phone: '13800000000',
      country_code: 'US',
      province: 'CA',
      city: 'Los Angeles',
      district: '',
      address1: '1 Main St',
      address2: '',
      postcode: '90001',
    },
    logistics_id: 1,
    logistics_name: '标准快递',
    shipping_fee: '5.00',
    packaging_fee: '0.00',
    packaging_template_id: null,
    packaging_name: '',
    goods_amount: '20.00',
    discount: '0.00',
    total: '25.00',
    coupon_id: null,
    weight_grams: 300,
    item_num: 2,
    platform: null,
    platform_name: '',
    store_id: null,
    store_name: '',
    refund_amount: '0.00',
    paid_at: null,
    shipped_at: null,
    refunded_at: null,
    created_at: '2026-11-20T04:00:00.000Z',
    platform_order_id: null,
    platform_order_name: null,
    platform_change: null,
    mapping_state: null,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    tracking_push_state: null,
    tracking_push_error: null,
    tracking_pushed_at: null,
    ...extra,
  };
}

/** The one usable packaging template the fake offers (每单 ¥2.00). */
export const USABLE_PACKAGING: PackagingTemplate = {
  id: 7,
  kind: 'insert',
  kind_label: '吊牌',
  name: '品牌吊牌',
  note: '',
  status: 'active',
  status_label: '可使用',
  design_file: { name: '吊牌设计.png', url: 'https://files.test/tag.png', mime: 'image/png' },
  design_document: null,
  reject_reason: '',
  setup_fee: '0.00',
  per_order_fee: '2.00',
  paid_at: '2026-11-20T04:00:00.000Z',
  created_at: '2026-11-20T04:00:00.000Z',
  updated_at: '2026-11-20T04:00:00.000Z',
};

/** The orders module of the server from memory: list, counts, detail, pay and cancel. */
export function createFakeOrdersClient(seed: Order[], balance = '100.00'): FakeOrdersClient {
  const orders = seed.map((order) => ({ ...order }));
  const setStatus = (order: Order, status: OrderStatus) => {
    order.status = status;
    order.status_label = LABELS[status]!;
  };
  const filtered = (query: Record<string, unknown>) =>
    orders.filter(
      (order) =>
        (!query.order_no || order.order_no.includes(String(query.order_no))) &&
        (!query.recipient || order.address.recipient_name.includes(String(query.recipient))) &&
        (query.kind === undefined || order.kind === query.kind) &&
        (query.platform === undefined || (order.platform ?? 0) === Number(query.platform)),
    );
  const recording = createRecordingClient((call) => {
    const body = (call.body ?? {}) as { order_ids?: number[]; idempotency_key?: string };
    const query = call.query ?? {};
    const key = `${call.method} ${call.path}`;
    if (key === 'GET /distribution/order') {
      const page = Number(query.page ?? 1);
      const size = Number(query.page_size ?? 20);
      const rows = filtered(query).filter((o) => !query.status || o.status === query.status);
      return {
        data: rows.slice((page - 1) * size, page * size).map((row) => ({ ...row })),
        total: rows.length,
        current_page: page,
        per_page: size,
        last_page: Math.max(1, Math.ceil(rows.length / size)),
      };
    }
    if (key === 'GET /distribution/order/statusCounts') {
      const rows = filtered(query);
      return Object.fromEntries(
        STATUS_TABS.map((tab) => [
          tab.key,
          rows.filter((o) => tab.key === 'all' || o.status === tab.key).length,
        ]),
      );
    }
    if (key === 'GET /distribution/bottomTemplate/usable') return [USABLE_PACKAGING];
    const packagingOf = /^\/distribution\/order\/(\d+)\/packaging$/.exec(call.path);
    if (call.method === 'PUT' && packagingOf) {
      const order = orders.find((o) => o.id === Number(packagingOf[1]))!;
      if (order.status !== 'pending_payment')
        throw businessError('只有待付款的订单可以更换包装', 409);
      const chosen = (body as { bottom_template_id: number | null }).bottom_template_id;
      const fee = chosen === USABLE_PACKAGING.id ? 200 : 0;
      order.total = yuanOf(centsOf(order.total) - centsOf(order.packaging_fee) + fee);
      order.packaging_fee = yuanOf(fee);
      order.packaging_template_id = chosen;
      order.packaging_name = chosen ? `吊牌 · ${USABLE_PACKAGING.name}` : '';
      return { ...order, items: [], events: [] };
    }
    if (call.method === 'GET' && call.path.startsWith('/distribution/order/')) {
      const order = orders.find((o) => o.id === Number(call.path.split('/').at(-1)));
      if (!order) throw businessError('订单不存在', 404);
      const detail: OrderDetail = {
        ...order,
        items: [
          {
            id: order.id * 10,
            item_type: 'blank',
            basic_product_id: 1,
            color_id: 1,
            size_id: 1,
            designed_product_id: 3,
            goods_id: null,
            goods_sku_id: null,
            name: '定制 T 恤',
            sku_text: '白色 / M',
            unit_price: '10.00',
            quantity: 2,
            amount: '20.00',
            weight_grams: 150,
            from_stock: false,
            store_sku: null,
            store_variant_id: null,
            store_title: null,
            customisation: [],
            mockup_url: 'https://files.test/mockup.png',
            image_url: 'https://files.test/mockup.png',
            print_files: [
              {
                view_id: 1,
                view_name: '正面',
                status: 'ready',
                url: 'https://files.test/front.png',
              },
              { view_id: 2, view_name: '背面', status: 'pending', url: null },
            ],
          },
        ],
        events: [
          {
            id: 1,
            event: 'create',
            event_label: '创建订单',
            actor_kind: 'reseller',
            actor_user_id: 1,
            from_status: null,
            to_status: 'pending_payment',
            created_at: order.created_at,
          },
        ],
      };
      return detail;
    }
    const chosen = () => (body.order_ids ?? []).map((id) => orders.find((o) => o.id === id)!);
    if (key === 'POST /distribution/order/payInfo') {
      const payable = chosen().filter((o) => o.status === 'pending_payment');
      const total = payable.reduce((sum, o) => sum + centsOf(o.total), 0);
      return {
        orders: payable.map((o) => ({ ...o })),
        total: yuanOf(total),
        balance: yuanOf(fake.balanceCents),
        enough: fake.balanceCents >= total,
        shortfall: yuanOf(Math.max(0, total - fake.balanceCents)),
        refused: chosen()
          .filter((o) => o.status !== 'pending_payment')
          .map((o) => ({ order_id: o.id, order_no: o.order_no, reason: '订单不是待付款状态' })),
      };
    }
    if (key === 'POST /distribution/order/pay') {
      return chosen().map((order) => {
        const cents = centsOf(order.total);
        if (cents > fake.balanceCents)
          return { order_id: order.id, paid: false, status_code: 4001, msg: '余额不足' };
        fake.balanceCents -= cents;
        setStatus(order, 'paid');
        return { order_id: order.id, paid: true, status_code: 200, msg: '' };
      });
    }
    if (key === 'POST /distribution/order/cancel') {
      const picked = chosen();
      if (picked.some((o) => o.status !== 'pending_payment'))
        throw businessError('只能取消待付款的订单', 409);
      picked.forEach((order) => setStatus(order, 'cancelled'));
      return picked.map((o) => ({ ...o }));
    }
    throw businessError(`fake: ${key} 未实现`);
  });
  // The answers above read the balance from here; they run only after this line.
  const fake: FakeOrdersClient = { ...recording, orders, balanceCents: centsOf(balance) };
  return fake;
}
