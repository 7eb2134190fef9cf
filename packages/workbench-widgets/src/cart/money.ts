import { truncateAmount } from '@podkit/sdk-core';

/** Yuan text from the server ('12.30') as integer cents, so sums never drift. */
export function centsOf(yuan: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?/.exec(yuan.trim());
  if (!match) return 0;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Cents shown as yuan with two decimals (spec 9: truncated, never rounded). */
export function yuanOf(cents: number): string {
  return truncateAmount(cents / 100);
}

/** The sum of some yuan amounts, shown as yuan. */
export function sumYuan(amounts: readonly string[]): string {
  return yuanOf(amounts.reduce((total, amount) => total + centsOf(amount), 0));
}
