/**
 * Integer cents as a yuan string with 2 decimals, e.g. 1230 → "12.30". Fractions of a cent are
 * dropped, never rounded (spec section 9: amounts are truncated).
 */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`formatCents: not a finite amount: ${cents}`);
  const whole = Math.trunc(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
