import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { adminFrameAncestors } from '../modules/embed/index.js';
import { ADMIN_PLATFORMS, adminAppOf, type AdminEmbedPlatform } from '../modules/stores/index.js';
import { packageRoot } from '../package-root.js';
import { applySecurityHeaders } from './security-headers.js';

/** What the embed build (packages/shopify-embed/build-embed.mjs) writes beside its files. */
interface EmbedManifest {
  loader: string;
  admin: string;
}

export function defaultEmbedDir(): string {
  return path.join(packageRoot(), '..', 'shopify-embed', 'dist', 'embed');
}

const LOADER_MAX_AGE_S = 300;
const SHOPIFY_CDN = 'https://cdn.shopify.com';
const HASHED = /-[A-Za-z0-9_-]{8}\.(js|css)$/;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page a store platform's admin frames: its app bridge, then the admin embed module. */
function adminPage(
  platform: AdminEmbedPlatform,
  manifest: EmbedManifest,
  apiKey: string,
  shop: string,
): string {
  // Shopify: the app-bridge.js tag goes first in <head>, with the API key in a meta tag.
  const bridge =
    platform === 'shopify'
      ? `<meta name="shopify-api-key" content="${escapeHtml(apiKey)}" />\n<script src="${SHOPIFY_CDN}/shopifycloud/app-bridge.js"></script>`
      : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8" />
${bridge}
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>PodKit</title>
<style>body{margin:0;background:#f6f6f7}</style>
</head>
<body>
<div id="podkit-admin" data-platform="${platform}" data-app-key="${escapeHtml(apiKey)}" data-shop="${escapeHtml(shop)}"></div>
<script type="module" src="/embed/${escapeHtml(manifest.admin)}"></script>
</body>
</html>`;
}

/**
 * /embed/*: podkit.js (the partner script tag; a short cache, it names the chunks), the hashed
 * chunks (cached for a year), and the store-platform admin pages with a per-shop
 * `frame-ancestors`. Scripts are public and loaded as cross-origin modules, so they carry
 * `Access-Control-Allow-Origin: *`.
 */
export async function serveEmbed(app: FastifyInstance, embedDir = defaultEmbedDir()) {
  const manifestPath = path.join(embedDir, 'embed-manifest.json');
  if (!fs.existsSync(manifestPath)) {
    app.log.warn(`embed build missing (${manifestPath}): /embed/* is not served`);
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as EmbedManifest;

  await app.register(fastifyStatic, {
    root: embedDir,
    prefix: '/embed/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => !pathName.endsWith('.json') && !pathName.endsWith('.map'),
    setHeaders(reply, filePath) {
      const name = path.basename(filePath);
      // Cross-Origin-Resource-Policy: cross-origin comes from http/security-headers.ts.
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header(
        'Cache-Control',
        HASHED.test(name)
          ? 'public, max-age=31536000, immutable'
          : `public, max-age=${LOADER_MAX_AGE_S}`,
      );
    },
  });

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const platform of Object.keys(ADMIN_PLATFORMS) as AdminEmbedPlatform[]) {
    typed.get(
      `/embed/${platform}`,
      {
        schema: {
          hide: true,
          querystring: Type.Object({ shop: Type.Optional(Type.String({ maxLength: 253 })) }),
        },
      },
      async (request, reply) => {
        const shop = (request.query.shop ?? '').toLowerCase();
        const credentials = await adminAppOf(app.db, request.site.id, platform, app.config.stores);
        reply.header('Cache-Control', 'no-store');
        if (!ADMIN_PLATFORMS[platform].shopDomain.test(shop)) {
          applySecurityHeaders(request, reply, { frameAncestors: ["'none'"] });
          return reply
            .code(400)
            .type('text/plain; charset=utf-8')
            .send('缺少店铺参数 shop，或店铺域名格式不正确');
        }
        if (!credentials) {
          return reply
            .code(404)
            .type('text/plain; charset=utf-8')
            .send(`本站点尚未配置 ${ADMIN_PLATFORMS[platform].label} 应用`);
        }
        // Framed by this shop's admin only; Shopify's page loads App Bridge from Shopify's CDN.
        applySecurityHeaders(request, reply, {
          frameAncestors: adminFrameAncestors(platform, shop),
          scriptSrc: platform === 'shopify' ? [SHOPIFY_CDN] : [],
        });
        return reply
          .type('text/html; charset=utf-8')
          .send(adminPage(platform, manifest, credentials.apiKey, shop));
      },
    );
  }
}
