const pad = (value: number) => String(value).padStart(2, '0');

/** '2026-11-21 19:05' in the viewer's time zone, as the portal shows times. */
export function orderTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
