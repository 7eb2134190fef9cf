/** Destinations the calculator offers first; channels' own destinations are added to them. */
export const COMMON_REGIONS = [
  'US',
  'GB',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'CA',
  'AU',
  'JP',
  'KR',
  'CN',
  'HK',
  'SG',
  'MX',
  'BR',
] as const;

const regionNames = new Intl.DisplayNames(['zh-CN'], { type: 'region' });

/** 美国（US）; the bare code when the browser knows no name for it. */
export function regionLabel(code: string): string {
  try {
    const name = regionNames.of(code);
    return name && name !== code ? `${name}（${code}）` : code;
  } catch {
    return code;
  }
}

/** The calculator's destinations: the common ones, then the channels' others, no repeats. */
export function regionOptions(
  channelCodes: readonly string[],
): Array<{ value: string; label: string }> {
  const codes = [...new Set([...COMMON_REGIONS, ...[...channelCodes].sort()])];
  return codes.map((code) => ({ value: code, label: regionLabel(code) }));
}

/** Weights as the page shows them: grams below a kilogram, else kilograms. */
export function weightLabel(grams: number): string {
  return grams < 1000 ? `${grams} 克` : `${grams / 1000} 千克`;
}
