/**
 * A file URL the server answered, usable on the page that shows it. The server may answer
 * root-relative paths (`/files/…`); on a partner's page or in a store admin those must point at the
 * PodKit server the client talks to, not at the page's own origin.
 */
export function resolveServerUrl(baseURL: string, src: string): string {
  if (!src.startsWith('/') || src.startsWith('//')) return src;
  if (!/^https?:\/\//i.test(baseURL)) return src;
  return new URL(src, baseURL).href;
}
