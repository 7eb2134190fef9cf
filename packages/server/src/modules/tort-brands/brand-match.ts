/**
 * How a listed brand is found in a text. Both sides are compared in NFKC lower case, so
 * full-width letters and letter case do not hide a brand; spaces, dots, dashes and underscores
 * between its characters do not either ("N.I.K.E", "Dis ney"). A brand that begins or ends with a
 * Latin letter or digit must stand as a word there: "Apple" is not found in "pineapple".
 */

/** The form a brand is stored and compared in: NFKC, lower case, single spaces, trimmed. */
export function brandKey(word: string): string {
  return word.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const latinOrDigit = /[\p{Script=Latin}\p{N}]/u;
const SEPARATORS = '[\\s._\\-·・]*';

function escapeRegExp(char: string): string {
  return char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

/** The pattern that finds a brand key in a text already in NFKC lower case. */
export function brandPattern(key: string): RegExp {
  const chars = [...key.replace(/\s+/g, '')];
  const body = chars.map(escapeRegExp).join(SEPARATORS);
  const lead = latinOrDigit.test(chars[0] ?? '') ? '(?<![\\p{Script=Latin}\\p{N}])' : '';
  const tail = latinOrDigit.test(chars.at(-1) ?? '') ? '(?![\\p{Script=Latin}\\p{N}])' : '';
  return new RegExp(`${lead}${body}${tail}`, 'u');
}

/** The brands (by their keys) that any of `texts` names, in the order given. */
export function brandsNamedIn<T extends { matchKey: string }>(brands: T[], texts: string[]): T[] {
  const haystacks = texts
    .map((text) => text.normalize('NFKC').toLowerCase())
    .filter((text) => text.trim() !== '');
  if (haystacks.length === 0) return [];
  return brands.filter((brand) => {
    const pattern = brandPattern(brand.matchKey);
    return haystacks.some((text) => pattern.test(text));
  });
}
