import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ALLOWED_HEADERS = 'authorization, content-type, x-podkit-key';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';

function allowedOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (!origin || !request.url.startsWith('/req/')) return null;
  return request.site.embedOrigins.includes(origin) ? origin : null;
}

function allow(reply: FastifyReply, origin: string): void {
  reply.header('Access-Control-Allow-Origin', origin);
  reply.header('Vary', 'Origin');
}

/**
 * CORS on /req for the site's allow-listed embed origins only: widgets on a partner page call the
 * API with a bearer token (never cookies), so an exact origin and no credentials is enough. Any
 * other origin gets no CORS headers and the browser keeps the answer from the page.
 */
export async function embedCors(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const origin = allowedOrigin(request);
    if (origin) allow(reply, origin);
  });

  app.options('/req/*', async (request, reply) => {
    const origin = allowedOrigin(request);
    if (!origin) return reply.code(403).send();
    reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
    reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    reply.header('Access-Control-Max-Age', '600');
    return reply.code(204).send();
  });
}
