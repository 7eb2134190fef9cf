import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/envelope.js';
import { applySecurityHeaders } from '../../http/security-headers.js';
import { getServerSecret } from '../../secrets/index.js';
import {
  FILE_URL_SECRET_NAME,
  isPrivateKey,
  isValidSignature,
  type StorageDriver,
} from '../../storage/index.js';

/** Stored keys are random and written once, so a response may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A presigned S3 address is only the hop after this server's check: a few minutes is enough. */
const PRESIGNED_GET_SECONDS = 300;

/**
 * Serves stored files at `/files/<key>` (outside the API prefix). A private file (voucher, print
 * file, export …) needs the signed link the API handed its owner or an operator; without a valid
 * one it answers 403 and says nothing of whether the file exists.
 */
export const storedFileRoutes: FastifyPluginAsync<{ storage: StorageDriver }> = async (
  app,
  { storage },
) => {
  const secret = await getServerSecret(app.db, FILE_URL_SECRET_NAME);
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
    '/files/*',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['uploads'],
        summary:
          '读取已上传的文件：公开文件长期缓存；私有文件（凭证、印刷文件、导出）须带接口给出的签名链接',
        querystring: {
          type: 'object',
          properties: {
            expires: { type: 'string', maxLength: 20 },
            signature: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const restricted = isPrivateKey(key);
      if (
        restricted &&
        !isValidSignature(secret, key, request.query.expires, request.query.signature)
      ) {
        throw new AppError(403, '文件链接无效或已过期，请回到页面重新打开', 403);
      }
      if (restricted && storage.signedGetUrl) {
        // S3: the bytes come from the bucket itself, by a presigned GET that lives a few minutes.
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Referrer-Policy', 'no-referrer')
          .redirect(await storage.signedGetUrl(key, PRESIGNED_GET_SECONDS), 302);
      }
      const object = await storage.get(key);
      if (!object) throw new AppError(404, '文件不存在', 404);
      reply.header('ETag', object.etag).header('Last-Modified', object.lastModified.toUTCString());
      if (restricted) {
        // Only the browser that was given the link keeps it, and no longer than the link lives.
        reply
          .header('Cache-Control', 'private, max-age=600')
          .header('Referrer-Policy', 'no-referrer');
      } else {
        reply
          .header('Cache-Control', IMMUTABLE)
          // Public by their unguessable keys, like a public bucket: embedded widgets on partner
          // pages draw them on canvases, which needs CORS (and Cross-Origin-Resource-Policy:
          // cross-origin, from http/security-headers.ts, for their <img> tags).
          .header('Access-Control-Allow-Origin', '*');
      }
      if (object.contentType === 'image/svg+xml') {
        // Opened directly, an SVG is a document: no script, no outside resources.
        applySecurityHeaders(request, reply, { inert: true });
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
