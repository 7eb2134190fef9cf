import type { CartItem, CartItemCheck } from '@podkit/sdk-core';
import { centsOf, yuanOf } from '../money';
import { businessError, createRecordingClient, type RecordingClient } from './recording-client';

export interface FakeCartClient extends RecordingClient {
  items: CartItem[];
  /** checkCartItems answers per line id; lines not listed answer ok. */
  checkAnswers: Map<number, Pick<CartItemCheck, 'status' | 'reason'>>;
}

let nextId = 500;

export function fakeCartItem(name: string, extra: Partial<CartItem> = {}): CartItem {
  const quantity = extra.quantity ?? 1;
  const unit = extra.unit_price ?? '10.00';
  return {
    id: nextId++,
    item_type: 'blank',
    basic_product_id: 1,
    color_id: 1,
    size_id: 1,
    designed_product_id: null,
    goods_id: null,
    goods_sku_id: null,
    name,
    sku_text: '白色 / M',
    quantity,
    unit_price: unit,
    amount: yuanOf(centsOf(unit) * quantity),
    weight_grams: 200,
    available: true,
    reason: '',
    image_url: null,
    created_at: '2026-11-01T08:00:00.000Z',
    ...extra,
  };
}

/** The cart module of the server, from memory: lines priced at their unit price. */
export function createFakeCartClient(seed: CartItem[]): FakeCartClient {
  const items = seed.map((item) => ({ ...item }));
  const checkAnswers = new Map<number, Pick<CartItemCheck, 'status' | 'reason'>>();
  const find = (path: string) => {
    const id = Number(path.split('/').at(-1));
    const item = items.find((line) => line.id === id);
    if (!item) throw businessError('购物车商品不存在', 404);
    return item;
  };
  const recording = createRecordingClient((call) => {
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (call.method === 'GET' && call.path === '/distribution/cartItem')
      return items.map((item) => ({ ...item }));
    if (call.method === 'GET' && call.path === '/distribution/cart')
      return {
        total_item_num: items.reduce((sum, item) => sum + item.quantity, 0),
        total_amount: yuanOf(
          items.filter((i) => i.available).reduce((sum, i) => sum + centsOf(i.amount), 0),
        ),
      };
    if (call.method === 'PUT' && call.path.startsWith('/distribution/cartItem/')) {
      const item = find(call.path);
      const quantity = Number(body.quantity);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999)
        throw businessError('数量须在 1 到 9999 之间');
      item.quantity = quantity;
      item.amount = yuanOf(centsOf(item.unit_price) * quantity);
      return { ...item };
    }
    if (call.method === 'DELETE' && call.path.startsWith('/distribution/cartItem/')) {
      const item = find(call.path);
      items.splice(items.indexOf(item), 1);
      return null;
    }
    if (call.method === 'POST' && call.path === '/distribution/cartItem/checkCartItems') {
      return (body.item_ids as number[]).map((id) => {
        const item = items.find((line) => line.id === id)!;
        const answer = checkAnswers.get(id) ?? { status: 'ok', reason: '' };
        return {
          id,
          ...answer,
          unit_price: item.unit_price,
          added_unit_price: item.unit_price,
        };
      });
    }
    throw businessError(`fake: ${call.method} ${call.path} 未实现`);
  });
  return { ...recording, items, checkAnswers };
}
