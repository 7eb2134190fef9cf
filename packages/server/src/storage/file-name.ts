/**
 * A user's name made safe as a file or folder name inside a zip: characters no file system takes
 * become "_", a leading dot too (no hidden files), and an empty name becomes `fallback`.
 */
export function safeFileName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const replaced = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
  return replaced.replace(/^\.+/, '_').trim() || fallback;
}
