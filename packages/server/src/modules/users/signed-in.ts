import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/envelope.js';
import type { User } from './schema.js';

/** The user `requireUser` put on the request; a route without that hook gets a 401 instead. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized('登录已失效，请重新登录');
  return request.user;
}
