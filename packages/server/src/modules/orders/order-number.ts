const shanghaiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * PK + the day in China + the order's id padded to 6 digits, e.g. PK20261121000042. The id makes it
 * unique for good, however many orders a day brings.
 */
export function orderNumber(id: number, at: Date): string {
  return `PK${shanghaiDay.format(at).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}
