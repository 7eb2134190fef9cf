import fs from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Db } from './db/client.js';
import { clientErrorHandler } from './http/client-error.js';
import { authorize, requirePermissionDeclared } from './http/authorize.js';
import { sharedSchemaCompilers } from './http/schema-compilers.js';
import { installErrorHandler } from './http/error-handler.js';
import { embedCors } from './http/embed-cors.js';
import { serveEmbed } from './http/embed-assets.js';
import { servePortal } from './http/portal-static.js';
import { requestContext } from './http/request-context.js';
import { NotableRequestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { rateLimits } from './http/rate-limits.js';
import { apiModules } from './modules/index.js';
import { storedFiles } from './modules/uploads/index.js';
import { packageRoot } from './package-root.js';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
}

function defaultPortalDir(): string | undefined {
  const dir = path.join(packageRoot(), '..', 'portal', 'dist');
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? { level: options.config.logLevel },
    logController: new NotableRequestLog({
      slowMs: options.config.slowRequestMs,
      all: options.config.logRequests === 'all',
    }),
    trustProxy: options.config.trustProxy,
    clientErrorHandler,
    bodyLimit: 5 * 1024 * 1024,
    schemaController: { compilersFactory: sharedSchemaCompilers },
    // Fastify gives a plugin 10 s to load; on a busy two-core machine the first load of a module
    // with its queries has taken longer, and the process then refused to start.
    pluginTimeout: 60_000,
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
      },
      plugins: [addFormats.default ?? addFormats],
    },
  };
  const app = Fastify(serverOptions);

  installErrorHandler(app);
  await app.register(requestContext, { db: options.db, config: options.config });
  await app.register(securityHeaders);
  await rateLimits(app);
  await embedCors(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'PodKit /req API', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // dj store fronts call /req/open/v1/… with their store's API key (modules/storefront).
          storefrontKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/req/docs' });

  await app.register(
    async (api) => {
      api.addHook('onRoute', requirePermissionDeclared);
      api.addHook('onRequest', authorize);
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/req' },
  );
  await app.register(storedFiles);

  await serveEmbed(app, options.config.embedDir);
  await servePortal(app, options.config.portalDir ?? defaultPortalDir());
  return app;
}
