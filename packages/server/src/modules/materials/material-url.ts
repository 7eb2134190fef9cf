import type { FastifyRequest } from 'fastify';
import type { StorageDriver } from '../../storage/index.js';

/** Turns a storage key into the URL a browser fetches, absolute for the request's origin. */
export type UrlOf = (key: string) => string;

export function urlMaker(request: FastifyRequest, storage: StorageDriver): UrlOf {
  const origin = request.server.config.publicUrl || `${request.protocol}://${request.host}`;
  return (key) => {
    const url = storage.publicUrl(key);
    return url.startsWith('/') ? `${origin}${url}` : url;
  };
}
