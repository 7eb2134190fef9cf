import { requireHex } from './hex-color.js';

/** Most swatches a reseller keeps. */
export const MAX_USER_COLORS = 100;

/** The saved list with the given colours added at the end, without repeats. */
export function addColors(saved: string[], given: string[]): string[] {
  const added = given.map((hex, index) => requireHex(hex, `颜色（colors.${index}）`));
  const merged = [...saved];
  for (const hex of added) if (!merged.includes(hex)) merged.push(hex);
  return merged;
}

/** The saved list without the given colours (any hex spelling). */
export function removeColors(saved: string[], given: string[]): string[] {
  const removed = new Set(given.map((hex, index) => requireHex(hex, `颜色（colors.${index}）`)));
  return saved.filter((hex) => !removed.has(hex));
}
