import type { FastifyRequest } from 'fastify';
import { absoluteUrl } from '../../http/public-origin.js';

/** Turns a storage key into the URL a browser fetches, absolute (http/public-origin.ts). */
export type UrlOf = (key: string) => string;

/** Public keys as they are, private ones signed for a while (storage/file-urls.ts). */
export function urlMaker(request: FastifyRequest): UrlOf {
  return (key) => absoluteUrl(request, request.server.fileUrl(key));
}
