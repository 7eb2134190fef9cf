import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/envelope.js';
import type { User } from './schema.js';

/** The account the request acts for (authorize.ts loaded it); a public route without one gets a 401. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized('登录已失效，请重新登录');
  return request.user;
}

/** The account that signed in: a sub-account itself, where signedInUser gives its owner. */
export function signedInActor(request: FastifyRequest): User {
  if (!request.actor) throw unauthorized('登录已失效，请重新登录');
  return request.actor;
}
