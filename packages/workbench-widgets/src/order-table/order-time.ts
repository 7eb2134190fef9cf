/** Day and time in China (UTC+8), as the server counts order days: '2026-11-21 19:05'. */
export function orderTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const china = new Date(date.getTime() + 8 * 3600_000);
  return china.toISOString().slice(0, 16).replace('T', ' ');
}
