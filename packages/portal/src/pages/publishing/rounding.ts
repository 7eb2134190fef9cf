import type { PriceRounding } from '@podkit/sdk-core';

export const roundingOptions: Array<{ value: PriceRounding; label: string }> = [
  { value: 'none', label: '保留两位小数' },
  { value: '99', label: '取整到 .99（12.34 → 12.99）' },
  { value: 'x9', label: '取整到 .x9（12.34 → 12.39）' },
];

export function roundingLabel(value: PriceRounding): string {
  return roundingOptions.find((option) => option.value === value)?.label ?? value;
}

/** The rule as a reseller reads it: 成本 × 汇率 × 2.5 + 3.00 USD. */
export function formulaText(template: { currency: string; factor: string; addend: string }) {
  const addend = Number(template.addend) ? ` + ${template.addend}` : '';
  return `成本 × 汇率 × ${template.factor}${addend} ${template.currency}`;
}
