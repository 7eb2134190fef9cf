/** The directives of a Content-Security-Policy header, by name (`frame-ancestors` → its sources). */
export function cspDirectives(header: string | string[] | number | undefined): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources.join(' '));
  }
  return directives;
}

/** One directive's sources, or undefined when the policy lacks it. */
export const cspDirective = (header: string | string[] | number | undefined, name: string) =>
  cspDirectives(header).get(name);
