import { invalid } from '../../http/envelope.js';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#fff', 'FFFFFF' or '#ffffff' as '#FFFFFF'; null when it is not a hex colour. */
export function normalizeHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return `#${digits.toUpperCase()}`;
}

/** Like normalizeHex, refusing a bad value with a message that names the field. */
export function requireHex(value: string, field: string): string {
  const hex = normalizeHex(value);
  if (!hex) throw invalid(`${field} 不是有效的颜色值，应为 #RGB 或 #RRGGBB`);
  return hex;
}
