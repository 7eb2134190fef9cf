import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `example.com:8080` → `example.com`; `[::1]:8080` → `[::1]`. */
export function hostNameOf(host: string): string {
  return host.replace(/:\d+$/, '');
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}

/**
 * The origin for absolute URLs the server hands out (upload form host, OAuth redirect and webhook
 * addresses, payment return and notify addresses, file links): never taken from a Host header
 * nobody configured, which anyone can forge (links poisoned into stored records, caches).
 *
 * 1. The Host names one of the site's own domains (`site_domains`): that domain, so a white-label
 *    site links to itself.
 * 2. Else `PUBLIC_URL`.
 * 3. Else, with no PUBLIC_URL, a loopback name (localhost, 127.0.0.1) asked over a loopback
 *    connection: the address the local client used (a laptop install, the tests).
 * 4. Else `http://localhost:<the port it listens on>`, the address the server names at start-up.
 */
export function publicOrigin(request: FastifyRequest): string {
  const { config } = request.server;
  if (request.siteHost) return `${request.protocol}://${request.siteHost}`;
  if (config.publicUrl) return config.publicUrl;
  const host = (request.headers.host ?? '').toLowerCase();
  if (LOOPBACK_NAMES.has(hostNameOf(host)) && isLoopbackAddress(request.socket.remoteAddress)) {
    return `${request.protocol}://${host}`;
  }
  return `http://localhost:${request.socket.localPort ?? config.port}`;
}

/** A stored file's URL made absolute when the storage answered a root-relative path. */
export function absoluteUrl(request: FastifyRequest, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${publicOrigin(request)}${url}` : url;
}
