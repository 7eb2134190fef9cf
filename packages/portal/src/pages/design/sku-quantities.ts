import type { CartItemInput, DesignedProductSku } from '@podkit/sdk-core';

/** A designed product's SKUs as a grid: its colours down, its sizes across, in saved order. */
export function skuGrid(skus: DesignedProductSku[]) {
  const colors = [...new Map(skus.map((sku) => [sku.color_id, sku.color_name])).entries()];
  const sizes = [...new Map(skus.map((sku) => [sku.size_id, sku.size_name])).entries()];
  const byCell = new Map(skus.map((sku) => [`${sku.color_id}:${sku.size_id}`, sku]));
  return {
    colors: colors.map(([id, name]) => ({ id, name })),
    sizes: sizes.map(([id, name]) => ({ id, name })),
    skuAt: (colorId: number, sizeId: number) => byCell.get(`${colorId}:${sizeId}`) ?? null,
  };
}

export const cellKey = (colorId: number, sizeId: number) => `${colorId}:${sizeId}`;

/** The cart lines for the quantities typed into the grid (cells left at 0 add nothing). */
export function cartLinesOf(
  productId: number,
  quantities: ReadonlyMap<string, number>,
): CartItemInput[] {
  return [...quantities].flatMap(([cell, quantity]) => {
    if (!Number.isInteger(quantity) || quantity <= 0) return [];
    const [colorId, sizeId] = cell.split(':').map(Number) as [number, number];
    return [{ designed_product_id: productId, color_id: colorId, size_id: sizeId, quantity }];
  });
}
