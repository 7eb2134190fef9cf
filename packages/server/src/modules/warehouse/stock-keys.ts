/** A SKU as the warehouse stocks it: a blank colour × size (no design) or a general good's SKU. */
export interface StockSku {
  itemType: 'blank' | 'goods';
  basicProductId: number | null;
  colorId: number | null;
  sizeId: number | null;
  goodsId: number | null;
  goodsSkuId: number | null;
}

/** `blank:<product>:<colour>:<size>` or `goods:<good>:<sku or 0>`: one stock row per owner and key. */
export function stockKeyOf(sku: StockSku): string {
  return sku.itemType === 'blank'
    ? `blank:${sku.basicProductId}:${sku.colorId}:${sku.sizeId}`
    : `goods:${sku.goodsId}:${sku.goodsSkuId ?? 0}`;
}
