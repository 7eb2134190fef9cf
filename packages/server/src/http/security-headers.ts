import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import { helmetHeaderSets } from './helmet-header-sets.js';
import { publicOrigin } from './public-origin.js';

/** What one answer may differ in from the site's default policy. */
export interface PagePolicy {
  /** Who may frame it: default `'self'`, plus the site's embed origins on portal pages. */
  frameAncestors?: readonly string[];
  /** Script origins besides `'self'` (the Shopify admin page loads App Bridge from Shopify's CDN). */
  scriptSrc?: readonly string[];
  /** A document that must load and run nothing (an uploaded SVG opened by itself). */
  inert?: boolean;
}

/** Paths served to other origins' pages: the partner script and its chunks, stored files, fonts. */
const SHARED_PATHS = ['/embed', '/files', '/req/frontend/fonts'];
/** Paths that are not portal pages (API, stored files, embeds). */
const NON_PORTAL_PATHS = ['/req', '/files', '/embed'];

function isUnder(url: string, folders: readonly string[]): boolean {
  const path = url.split('?')[0]!;
  return folders.some((folder) => path === folder || path.startsWith(`${folder}/`));
}

/** `https://a.example:8443/x` → `https://a.example:8443`; '' when the value is no http(s) URL. */
function originOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

/** The site's own portal may be framed by itself and the origins its operator allow-listed. */
function defaultFrameAncestors(request: FastifyRequest): readonly string[] {
  if (isUnder(request.url, NON_PORTAL_PATHS)) return ["'self'"];
  return ["'self'", ...request.site.embedOrigins];
}

/** All that one answer's headers depend on. */
interface HeaderInputs {
  shared: boolean;
  frameAncestors: readonly string[];
  scriptSrc: readonly string[];
  inert: boolean;
  /** This request's public origin. */
  publicOrigin: string;
  /** PUBLIC_URL as configured ('' when unset). */
  publicUrl: string;
}

function headerInputs(request: FastifyRequest, policy: PagePolicy): HeaderInputs {
  return {
    shared: isUnder(request.url, SHARED_PATHS),
    frameAncestors: policy.frameAncestors ?? defaultFrameAncestors(request),
    scriptSrc: policy.scriptSrc ?? [],
    inert: policy.inert ?? false,
    publicOrigin: publicOrigin(request),
    publicUrl: request.server.config.publicUrl,
  };
}

function contentSecurityPolicy(inputs: HeaderInputs): HelmetOptions['contentSecurityPolicy'] {
  const frameAncestors = [...inputs.frameAncestors];
  if (inputs.inert) {
    return {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        frameAncestors,
      },
    };
  }
  // The upload form's host and absolute file links use this origin (PUBLIC_URL when the page is
  // on another name), and stored files' URLs may carry PUBLIC_URL too.
  const ownOrigins = [...new Set([inputs.publicOrigin, originOf(inputs.publicUrl)])].filter(
    Boolean,
  );
  const secure = inputs.publicOrigin.startsWith('https:');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'", ...inputs.scriptSrc],
      scriptSrcAttr: ["'none'"],
      // antd's CSS-in-JS writes <style> elements at run time and React writes style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Store products' pictures come from each platform's CDN (any WooCommerce shop's host), so
      // any https image; data: for antd's inline icons and barcode previews.
      imgSrc: ["'self'", 'data:', 'https:', ...ownOrigins],
      fontSrc: ["'self'", ...ownOrigins],
      connectSrc: ["'self'", ...ownOrigins],
      frameSrc: ["'self'"],
      workerSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors,
      // Only where the site itself is served over https: on http it would break every request.
      upgradeInsecureRequests: secure ? [] : null,
    },
  };
}

/** Every helmet header, decided for these inputs. */
function helmetOptions(inputs: HeaderInputs): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(inputs),
    // Scripts, stored files and fonts are loaded by partner pages and store admins: a same-origin
    // resource policy would have their browsers refuse them.
    crossOriginResourcePolicy: { policy: inputs.shared ? 'cross-origin' : 'same-origin' },
    // Popups are not used to talk back to the opener; embedding goes through iframes, which COOP
    // does not touch.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // require-corp would refuse store platforms' product pictures, which send no CORP header.
    crossOriginEmbedderPolicy: false,
    // The origin is enough for anyone we link to; paths can carry signed file links.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors decides framing per site and per shop; X-Frame-Options cannot name an
    // allow-list, and Shopify asks embedded apps not to send it.
    xFrameOptions: false,
    // No includeSubDomains: a site's domain may be a reseller's apex with other services under it.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    xContentTypeOptions: true,
  };
}

const headersFor = helmetHeaderSets(helmetOptions);

/**
 * Sets this answer's security headers (helmet's, as the policy asks): the site's default policy
 * at request start; a route whose answer needs another (the Shopify admin page, an SVG file)
 * calls it again.
 */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: PagePolicy = {},
): void {
  reply.headers(headersFor(headerInputs(request, policy)));
}

/**
 * Security headers on every answer (portal pages, API, /req/docs, files, embeds) with helmet.
 * Registered after request-context: the policy depends on the request's site.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => applySecurityHeaders(request, reply));
  },
  { name: 'security-headers', dependencies: ['request-context'] },
);
