import type { FastifyPluginAsync } from 'fastify';
import health from './health/routes.js';
import sites from './sites/routes.js';

/** Every API module, registered under `/req` (ARCHITECTURE.md decision 5). */
export const apiModules: FastifyPluginAsync[] = [health, sites];
