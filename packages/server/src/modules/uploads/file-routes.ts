import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/envelope.js';
import type { StorageDriver } from '../../storage/index.js';

/** Stored keys are random and written once, so a response may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves stored files at `/files/<key>` (outside the API prefix). */
export const storedFileRoutes: FastifyPluginAsync<{ storage: StorageDriver }> = async (
  app,
  { storage },
) => {
  app.get<{ Params: { '*': string } }>(
    '/files/*',
    {
      config: { permission: 'public' },
      schema: { tags: ['uploads'], summary: '读取已上传的文件（长期缓存）' },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const object = await storage.get(key);
      if (!object) throw new AppError(404, '文件不存在', 404);
      reply
        .header('ETag', object.etag)
        .header('Last-Modified', object.lastModified.toUTCString())
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        // Public by their unguessable keys, like a public bucket: embedded widgets on partner
        // pages draw them on canvases, which needs CORS.
        .header('Access-Control-Allow-Origin', '*')
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (object.contentType === 'image/svg+xml') {
        // Opened directly, an SVG is a document: no script, no outside resources.
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      if (request.headers['if-none-match'] === object.etag) {
        object.stream.destroy();
        return reply.code(304).send();
      }
      return reply
        .type(object.contentType)
        .header('Content-Length', object.size)
        .send(object.stream);
    },
  );
};
