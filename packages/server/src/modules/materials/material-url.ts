import type { FastifyRequest } from 'fastify';

/** Turns a storage key into the URL a browser fetches, absolute for the request's origin. */
export type UrlOf = (key: string) => string;

/** Public keys as they are, private ones signed for a while (storage/file-urls.ts). */
export function urlMaker(request: FastifyRequest): UrlOf {
  const origin = request.server.config.publicUrl || `${request.protocol}://${request.host}`;
  return (key) => {
    const url = request.server.fileUrl(key);
    return url.startsWith('/') ? `${origin}${url}` : url;
  };
}
