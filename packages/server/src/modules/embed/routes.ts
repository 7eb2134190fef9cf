import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { badRequest, ok, unauthorized } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import {
  activePartnerKeys,
  createPartnerKey,
  exchangeEmbedCode,
  issueEmbedCode,
  revokePartnerKey,
} from './partner-access.js';
import { toSiteConfig } from '../sites/index.js';
import { adminAppOf } from '../stores/index.js';
import { openAdminEmbedSession } from './admin-session.js';
import type { partnerApiKeys } from './schema.js';
import {
  AdminSessionBody,
  AdminSessionSchema,
  CreatedPartnerKeySchema,
  EmbedCodeBody,
  EmbedCodeHeaders,
  EmbedCodeSchema,
  EmbedOriginsSchema,
  EmbedSessionBody,
  EmbedCodeSessionSchema,
  PartnerKeyBody,
  PartnerKeyParams,
  PartnerKeySchema,
} from './schemas.js';
import shopLinkRoutes from './shop-link-routes.js';

/**
 * The partner page a code is used from. A cross-origin widget's request carries it as Origin. A
 * portal page framed by the partner asks from this site's own origin and names the parent it
 * checked in the handshake (event.origin on the allow-list, event.source the parent).
 */
function pageOrigin(
  origin: string | undefined,
  host: string,
  parentOrigin: string | undefined,
): string | undefined {
  if (!origin || !parentOrigin) return origin;
  try {
    return new URL(origin).host === host ? parentOrigin : origin;
  } catch {
    return origin;
  }
}

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
      config: { permission: 'domain' },
      schema: {
        tags: ['embed'],
        summary: '合作方密钥列表（不含密钥本身）',
        response: { 200: envelopeOf(Type.Array(PartnerKeySchema)) },
      },
    },
    async (request) => {
      const rows = await activePartnerKeys(app.db, {
        siteId: request.site.id,
        userId: request.user!.id,
      });
      return ok(rows.map(toKeyInfo));
    },
  );

  app.post(
    '/distribution/partnerKey',
    {
      config: { permission: 'domain.save' },
      schema: {
        tags: ['embed'],
        summary: '创建合作方密钥（密钥只显示这一次）',
        body: PartnerKeyBody,
        response: { 200: envelopeOf(CreatedPartnerKeySchema) },
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
      config: { permission: 'domain.save' },
      schema: {
        tags: ['embed'],
        summary: '撤销合作方密钥',
        params: PartnerKeyParams,
        response: { 200: emptyEnvelope },
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
      config: { permission: 'public' },
      schema: {
        tags: ['embed'],
        summary: '合作方后端用密钥换取一次性授权码（60 秒内有效，只能使用一次）',
        headers: EmbedCodeHeaders,
        body: EmbedCodeBody,
        response: { 200: envelopeOf(EmbedCodeSchema) },
      },
    },
    async (request) => {
      const key = request.headers['x-podkit-key'];
      if (!key) throw unauthorized('缺少合作方密钥（X-PodKit-Key）');
      const { code, expiresAt } = await issueEmbedCode(
        app.db,
        request.site,
        key,
        request.body.origin,
      );
      return ok({ code, expires_at: expiresAt.toISOString(), expires_in: 60 });
    },
  );

  app.post(
    '/embed/session',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['embed'],
        summary: '嵌入组件用一次性授权码换取短期会话（附站点配置，组件无需再单独读取）',
        body: EmbedSessionBody,
        response: { 200: envelopeOf(EmbedCodeSessionSchema) },
      },
      // podkit.js sends the code as text/plain: a simple cross-origin request needs no CORS
      // preflight, one round trip fewer before the first widget paints. The code is the
      // credential and the answer is readable only from an allow-listed origin.
      preValidation: async (request) => {
        const body: unknown = request.body;
        if (typeof body !== 'string') return;
        try {
          // Validated against EmbedSessionBody right after this hook.
          request.body = JSON.parse(body) as typeof request.body;
        } catch {
          throw badRequest('请求内容不是有效的 JSON');
        }
      },
    },
    async (request) => {
      const session = await exchangeEmbedCode(
        app.db,
        request.site,
        request.body.code,
        pageOrigin(request.headers.origin, request.host, request.body.parent_origin),
      );
      return ok({
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        config: toSiteConfig(request.site, request.subSite),
      });
    },
  );

  app.get(
    '/embed/origins',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['embed'],
        summary: '允许嵌入本站点的来源（iframe 握手用；与 frame-ancestors 相同，本就公开）',
        response: { 200: envelopeOf(EmbedOriginsSchema) },
      },
    },
    async (request) => ok({ origins: request.site.embedOrigins }),
  );

  app.post(
    '/embed/adminSession',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['embed'],
        summary: '店铺后台嵌入页用平台会话令牌换取店铺所属分销商的短期会话',
        body: AdminSessionBody,
        response: { 200: envelopeOf(AdminSessionSchema) },
      },
    },
    async (request) => {
      const { platform, token } = request.body;
      const session = await openAdminEmbedSession(
        app.db,
        request.site.id,
        platform,
        token,
        await adminAppOf(app.db, request.site.id, platform, app.config.stores),
      );
      return ok({
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        shop: session.shop,
      });
    },
  );

  await app.register(shopLinkRoutes);
};

export default embed;
