import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok, unauthorized } from '../../http/envelope.js';
import { OriginSchema } from '../../http/schemas.js';
import {
  createPartnerKey,
  exchangeEmbedCode,
  issueEmbedCode,
  revokePartnerKey,
} from './partner-access.js';
import { partnerApiKeys } from './schema.js';

type PartnerKeyRow = typeof partnerApiKeys.$inferSelect;

const toKeyInfo = (row: PartnerKeyRow) => ({
  id: row.id,
  name: row.name,
  key_prefix: row.keyPrefix,
  allowed_origins: row.allowedOrigins,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const embed: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/partnerKey',
    {
      onRequest: app.requireUser,
      schema: { tags: ['embed'], summary: '合作方密钥列表（不含密钥本身）' },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(partnerApiKeys)
        .where(
          and(
            eq(partnerApiKeys.siteId, request.site.id),
            eq(partnerApiKeys.userId, request.user!.id),
            isNull(partnerApiKeys.revokedAt),
          ),
        )
        .orderBy(desc(partnerApiKeys.createdAt));
      return ok(rows.map(toKeyInfo));
    },
  );

  app.post(
    '/distribution/partnerKey',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['embed'],
        summary: '创建合作方密钥（密钥只显示这一次）',
        body: Type.Object({
          name: Type.String({ title: '名称', minLength: 1, maxLength: 60 }),
          allowed_origins: Type.Array(OriginSchema, {
            title: '嵌入来源',
            minItems: 1,
            maxItems: 20,
          }),
        }),
      },
    },
    async (request) => {
      const { row, key } = await createPartnerKey(
        app.db,
        { siteId: request.site.id, userId: request.user!.id },
        { name: request.body.name, allowedOrigins: request.body.allowed_origins },
      );
      return ok({ ...toKeyInfo(row), key }, '密钥已创建，请立即复制保存，之后将不再显示');
    },
  );

  app.delete(
    '/distribution/partnerKey/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['embed'],
        summary: '撤销合作方密钥',
        params: Type.Object({ id: Type.Integer({ title: '密钥编号', minimum: 1 }) }),
      },
    },
    async (request) => {
      await revokePartnerKey(
        app.db,
        { siteId: request.site.id, userId: request.user!.id },
        request.params.id,
      );
      return ok(null, '密钥已撤销');
    },
  );

  app.post(
    '/embed/code',
    {
      schema: {
        tags: ['embed'],
        summary: '合作方后端用密钥换取一次性授权码（60 秒内有效，只能使用一次）',
        headers: Type.Object({
          'x-podkit-key': Type.Optional(Type.String({ title: '合作方密钥' })),
        }),
        body: Type.Object({ origin: OriginSchema }),
      },
    },
    async (request) => {
      const key = request.headers['x-podkit-key'];
      if (!key) throw unauthorized('缺少合作方密钥（X-PodKit-Key）');
      const { code, expiresAt } = await issueEmbedCode(
        app.db,
        request.site.id,
        key,
        request.body.origin,
      );
      return ok({ code, expires_at: expiresAt.toISOString(), expires_in: 60 });
    },
  );

  app.post(
    '/embed/session',
    {
      schema: {
        tags: ['embed'],
        summary: '嵌入组件用一次性授权码换取短期会话',
        body: Type.Object({
          code: Type.String({ title: '授权码', minLength: 10, maxLength: 100 }),
        }),
      },
    },
    async (request) => {
      const session = await exchangeEmbedCode(
        app.db,
        request.site.id,
        request.body.code,
        request.headers.origin,
      );
      return ok({ token: session.token, expires_at: session.expiresAt.toISOString() });
    },
  );
};

export default embed;
