/**
 * Search keyword rule (spec 5): every whitespace character is removed, including the
 * full-width space. An empty result means the search does nothing.
 */
export function normalizeKeyword(input: string | null | undefined): string {
  return (input ?? '').replace(/\s+/g, '');
}
