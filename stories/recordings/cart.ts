import type { CartItem } from '@podkit/sdk-core';
import type { Recordings } from '../support/recorded-client';
import { ok, swatch } from './envelope';

const colours = ['白色', '黑色', '藏青', '红色'];
const sizes = ['S', 'M', 'L', 'XL'];

function line(id: number, available = true): CartItem {
  const quantity = (id % 3) + 1;
  const unitCents = 3590 + (id % 4) * 500;
  return {
    id,
    item_type: id % 5 === 0 ? 'goods' : 'blank',
    basic_product_id: id % 5 === 0 ? null : 1,
    color_id: id % 5 === 0 ? null : (id % 4) + 1,
    size_id: id % 5 === 0 ? null : (id % 4) + 1,
    designed_product_id: null,
    goods_id: id % 5 === 0 ? 7 : null,
    goods_sku_id: null,
    name: id % 5 === 0 ? '帆布托特包' : '纯棉圆领短袖 T 恤',
    sku_text: `${colours[id % 4]} / ${sizes[id % 4]}`,
    image_url: swatch((id * 53) % 360, String(id)),
    quantity,
    unit_price: (unitCents / 100).toFixed(2),
    amount: ((unitCents * quantity) / 100).toFixed(2),
    weight_grams: 180,
    available,
    reason: available ? '' : '该商品已下架',
    created_at: new Date(Date.UTC(2026, 10, 1 + (id % 20), 8)).toISOString(),
  };
}

function cartOf(items: CartItem[]): Recordings {
  const available = items.filter((item) => item.available);
  const cents = available.reduce((sum, item) => sum + Math.round(Number(item.amount) * 100), 0);
  return {
    'GET /distribution/cartItem': ok(items),
    'GET /distribution/cart': ok({
      total_item_num: items.reduce((sum, item) => sum + item.quantity, 0),
      total_amount: (cents / 100).toFixed(2),
    }),
  };
}

export const emptyCart = cartOf([]);
/** Thirty lines, one of them no longer on sale. */
export const fullCart = cartOf(Array.from({ length: 30 }, (_, i) => line(i + 1, i !== 3)));
