/** Mixes a #RRGGBB colour toward white (amount > 0) or black (amount < 0), 0..1. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  const target = amount >= 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

/** Relative brightness 0..1, for choosing detail strokes that show on dark and light colours. */
export function brightness(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return (
    (0.299 * ((value >> 16) & 0xff) + 0.587 * ((value >> 8) & 0xff) + 0.114 * (value & 0xff)) / 255
  );
}
