/** `%`, `_` and `\\` stand for themselves in a search typed by a user. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern of "contains this text". */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}
