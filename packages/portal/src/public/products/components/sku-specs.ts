import type { OrdinaryProductSku } from '@podkit/sdk-core';

/** Each spec name with its values, in the order the SKUs first use them. */
export function specOptions(skus: OrdinaryProductSku[]): Array<{ name: string; values: string[] }> {
  const options = new Map<string, string[]>();
  for (const sku of skus) {
    for (const { name, value } of sku.spec_values) {
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  }
  return [...options].map(([name, values]) => ({ name, values }));
}

/** The SKU whose spec values are exactly the chosen ones, or null while a choice is missing. */
export function findSku(
  skus: OrdinaryProductSku[],
  chosen: Record<string, string>,
): OrdinaryProductSku | null {
  return (
    skus.find(
      (sku) =>
        sku.spec_values.length === Object.keys(chosen).length &&
        sku.spec_values.every(({ name, value }) => chosen[name] === value),
    ) ?? null
  );
}

/** Whether picking `value` for `name` (keeping the other choices) still leads to a SKU. */
export function isSpecAvailable(
  skus: OrdinaryProductSku[],
  chosen: Record<string, string>,
  name: string,
  value: string,
): boolean {
  const wanted = { ...chosen, [name]: value };
  return skus.some((sku) =>
    Object.entries(wanted).every(([key, v]) =>
      sku.spec_values.some((spec) => spec.name === key && spec.value === v),
    ),
  );
}

/** The spec values as one line: 颜色 白色 / 容量 350ml. */
export function specText(sku: OrdinaryProductSku): string {
  return sku.spec_values.map(({ name, value }) => `${name} ${value}`).join(' / ');
}
