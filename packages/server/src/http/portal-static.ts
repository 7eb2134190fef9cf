import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built portal at `/` with history-mode fallback: any GET that is not an API or file
 * path and has no file of its own gets index.html, so client routes survive a reload. Its CSP,
 * framing by the site's embed origins included, comes from http/security-headers.ts.
 */
export async function servePortal(
  app: FastifyInstance,
  portalDir: string | undefined,
): Promise<void> {
  const indexHtml = portalDir ? path.join(portalDir, 'index.html') : undefined;
  const hasPortal = Boolean(indexHtml && fs.existsSync(indexHtml));
  if (hasPortal && portalDir) {
    await app.register(fastifyStatic, {
      root: portalDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed bundles under assets/: safe to keep for a year.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/req/') || url === '/req' || url.startsWith('/files/')) {
      return reply.code(404).send({
        status_code: 404,
        msg: `接口不存在：${request.method} ${url.split('?')[0]}`,
        data: null,
      });
    }
    if (hasPortal && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send('抱歉，你访问的页面不存在或仍在开发中');
  });
}
