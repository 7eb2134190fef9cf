import type { DesignedProductSku } from '@podkit/sdk-core';

/**
 * The SKU of a design a store product most likely is: one whose colour and size both appear in
 * the store's title or SKU as words ("Tee - Black / XL", "TEE-BLACK-XL"); undefined when none or
 * more than one does.
 */
export function guessSku(
  storeText: string,
  skus: Array<Pick<DesignedProductSku, 'id' | 'color_name' | 'size_name'>>,
): number | undefined {
  const words = new Set(
    storeText
      .toLowerCase()
      .split(/[\s/\\\-_|,，:：()（）]+/)
      .filter(Boolean),
  );
  const text = storeText.toLowerCase();
  const names = (name: string) => {
    const lower = name.toLowerCase();
    return /^[\x20-\x7e]+$/.test(lower) ? words.has(lower) : text.includes(lower);
  };
  const hits = skus.filter((sku) => names(sku.color_name) && names(sku.size_name));
  return hits.length === 1 ? hits[0]!.id : undefined;
}
