/**
 * Where a link set by an operator (a banner's link) may go: a path on this site or an
 * http(s) address. Anything else (javascript:, data:, protocol-relative) is dropped.
 */
export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export function safeLink(raw: string | null | undefined): SafeLink | null {
  const link = (raw ?? '').trim();
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) {
    return { kind: 'internal', to: link };
  }
  try {
    const url = new URL(link);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      return { kind: 'external', href: url.href };
    }
  } catch {
    return null;
  }
  return null;
}
