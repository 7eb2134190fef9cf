import type { OrdinaryProduct } from '@podkit/sdk-core';
import { specText } from '../../public/products/components/sku-specs.js';

/** One sellable row: a SKU of a good, or the good itself when it has no SKUs. */
export interface GoodsRow {
  key: string;
  goodsId: number;
  name: string;
  category: string;
  code: string;
  spec: string;
  price: string;
  stock: number;
}

export function goodsRows(goods: OrdinaryProduct[]): GoodsRow[] {
  return goods.flatMap((item) =>
    item.skus.length === 0
      ? [
          {
            key: `g${item.id}`,
            goodsId: item.id,
            name: item.name,
            category: item.category_name,
            code: '',
            spec: '',
            price: item.price,
            stock: item.stock,
          },
        ]
      : item.skus.map((sku) => ({
          key: `s${sku.id}`,
          goodsId: item.id,
          name: item.name,
          category: item.category_name,
          code: sku.code,
          spec: specText(sku),
          price: sku.price,
          stock: sku.stock,
        })),
  );
}

export const goodsCsvHeader = ['商品名称', '分类', 'SKU 编码', '规格', '价格（元）', '库存'];

export function goodsCsvRows(rows: GoodsRow[]): Array<Array<string | number>> {
  return rows.map((row) => [row.name, row.category, row.code, row.spec, row.price, row.stock]);
}
