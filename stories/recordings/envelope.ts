import type { ApiEnvelope } from '@podkit/sdk-core';

export const ok = <T>(data: T): ApiEnvelope<T> => ({ status_code: 200, msg: '', data });

/** The paginator the server answers lists with. */
export function page<T>(rows: T[], total = rows.length, perPage = 24, currentPage = 1) {
  return {
    data: rows,
    total,
    current_page: currentPage,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** A small coloured picture, inline, so stories need no file server. */
export function swatch(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="hsl(${hue},70%,60%)"/><text x="60" y="68" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
