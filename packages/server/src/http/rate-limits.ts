import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooMany } from './envelope.js';

/**
 * Per-address request limits through @fastify/rate-limit, for the routes a bot hammers (sign-in,
 * codes, registration). Only routes whose config names `rateLimit` are limited; answers carry
 * `x-ratelimit-limit`, `x-ratelimit-remaining`, `x-ratelimit-reset`, and `retry-after` once over.
 * The count is per process, a guard against bursts: the lasting sign-in limits (per account and
 * address, with the captcha step-up) are counted in the database by the auth module, so they hold
 * across processes.
 */
export async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooMany(`请求过于频繁，请 ${Math.max(1, Math.ceil(context.ttl / 1000))} 秒后再试`),
  });
}

/** The limit of one sign-in route: `perMinute` requests a minute from one address. */
export function signInRate(perMinute: number) {
  return { max: perMinute, timeWindow: 60_000 };
}
