import type { OrdinaryProduct, OrdinaryProductInput } from '@podkit/sdk-core';

export interface GoodsFormValues {
  name: string;
  category_id?: number | null;
  images: string[];
  price: string;
  stock: number;
  description: string;
  is_published: boolean;
  skus: Array<{
    id?: number;
    code: string;
    spec_values: Array<{ name: string; value: string }>;
    price: string;
    stock: number;
  }>;
}

export const emptyGoods: GoodsFormValues = {
  name: '',
  category_id: null,
  images: [],
  price: '0.00',
  stock: 0,
  description: '',
  is_published: false,
  skus: [],
};

export function toGoodsFormValues(goods: OrdinaryProduct): GoodsFormValues {
  return {
    name: goods.name,
    category_id: goods.category_id,
    images: goods.images,
    price: goods.price,
    stock: goods.stock,
    description: goods.description,
    is_published: goods.is_published === 1,
    skus: goods.skus.map((sku) => ({
      id: sku.id,
      code: sku.code,
      spec_values: sku.spec_values.map(({ name, value }) => ({ name, value })),
      price: sku.price,
      stock: sku.stock,
    })),
  };
}

/**
 * The request body; blank spec rows are dropped and texts trimmed. Stock is sent only as the
 * opening stock of what is new (the good on create, SKUs without an id): saved stock moves only
 * by 调整库存, so the form never overwrites what orders changed meanwhile.
 */
export function toGoodsInput(values: GoodsFormValues, isNew: boolean): OrdinaryProductInput {
  return {
    name: values.name.trim(),
    category_id: values.category_id ?? null,
    images: values.images,
    price: values.price,
    ...(isNew ? { stock: values.stock } : {}),
    description: values.description ?? '',
    is_published: values.is_published ? 1 : 0,
    skus: (values.skus ?? []).map((sku) => ({
      ...(sku.id ? { id: sku.id } : {}),
      code: (sku.code ?? '').trim(),
      spec_values: (sku.spec_values ?? [])
        .map(({ name, value }) => ({ name: (name ?? '').trim(), value: (value ?? '').trim() }))
        .filter(({ name, value }) => name && value),
      price: sku.price,
      ...(sku.id ? {} : { stock: sku.stock ?? 0 }),
    })),
  };
}
