/** Yuan strings from the server ('39.90') as whole cents; anything unreadable is 0. */
export function toCents(yuan: string | number): number {
  const value = typeof yuan === 'number' ? yuan : Number.parseFloat(yuan);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** Whole cents as a yuan string with 2 decimals. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A size's price: the base price plus its surcharge, added in cents so no float creeps in. */
export function addYuan(a: string, b: string): string {
  return fromCents(toCents(a) + toCents(b));
}

/** How much below the list price a price is, in whole percent (0 when it is not lower). */
export function savingPercent(listPrice: string, price: string): number {
  const list = toCents(listPrice);
  const own = toCents(price);
  if (list <= 0 || own >= list) return 0;
  return Math.round(((list - own) / list) * 100);
}
