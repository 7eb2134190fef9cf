/** Same patterns as the server's PUT /admin/site schema, so a bad entry is named before saving. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;
const HOST = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** The entries that are not an origin like https://shop.example.com (no path, no slash). */
export function badOrigins(values: readonly string[]): string[] {
  return values.filter((value) => !ORIGIN.test(value));
}

/** The entries that are not a bare host name like shop.example.com. */
export function badHosts(values: readonly string[]): string[] {
  return values.filter((value) => value.length > 253 || !HOST.test(value));
}

/** Trims each entry and drops blanks and repeats, keeping the first spelling's order. */
export function cleanList(values: readonly string[] | undefined): string[] {
  return [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
}
