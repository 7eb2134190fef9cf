/** Text shown from users is escaped for angle brackets (spec 5): `<` → `&lt;`, `>` → `&gt;`. */
export function escapeAngleBrackets(text: string | number | null | undefined): string {
  return String(text ?? '')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
