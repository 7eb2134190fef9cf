import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../src/modules/sites/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { cspDirectives } from './support/csp.js';
import { fakeEmbedBuild } from './support/embed-build.js';

const PARTNER = 'https://partner.example';
const SHOP = 'headers-demo.myshopify.com';

let server: TestServer;
let portalDir: string;
let embedBuild: ReturnType<typeof fakeEmbedBuild>;
let baseUrl: string;

beforeAll(async () => {
  portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-portal-'));
  fs.mkdirSync(path.join(portalDir, 'assets'));
  fs.writeFileSync(
    path.join(portalDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app-AbCd1234.js"></script>',
  );
  fs.writeFileSync(path.join(portalDir, 'assets', 'app-AbCd1234.js'), 'export {};');
  embedBuild = fakeEmbedBuild();
  server = await startTestServer({
    env: {
      PORTAL_DIR: portalDir,
      EMBED_DIR: embedBuild.dir,
      SHOPIFY_API_KEY: 'headers-key',
      SHOPIFY_API_SECRET: 'headers-secret',
    },
  });
  const db = server.database.db;
  await db
    .update(sites)
    .set({ embedOrigins: [PARTNER] })
    .where(eq(sites.id, await defaultSiteId(db)));
  // Over real HTTP, as a browser gets them (inject skips nothing helmet does, but this is surer).
  baseUrl = await server.listen();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(portalDir, { recursive: true, force: true });
  embedBuild?.remove();
});

const get = (url: string) => fetch(`${baseUrl}${url}`);

/** The headers every answer carries, whatever it is. */
function expectBaseline(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // Framing is decided by frame-ancestors alone: X-Frame-Options cannot name an allow-list.
  expect(res.headers.get('x-frame-options')).toBeNull();
  expect(res.headers.get('x-powered-by')).toBeNull();
  expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
  const csp = cspDirectives(res.headers.get('content-security-policy') ?? '');
  expect(csp.has('frame-ancestors')).toBe(true);
  return csp;
}

describe(`security headers on ${testDbKind}`, () => {
  it('give portal pages a CSP of their own scripts only, framed by the site and its partners', async () => {
    for (const url of ['/', '/views/main', '/design/singleDesign?id=1', '/user/login']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const csp = expectBaseline(res);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(csp.get('img-src')?.split(' ')).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'https:']),
      );
      expect(csp.get('connect-src')?.split(' ')[0]).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe(`'self' ${PARTNER}`);
      // Served over http here: upgrading would send every request to a port that has no TLS.
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
    const bundle = await get('/assets/app-AbCd1234.js');
    expect(bundle.status).toBe(200);
    expectBaseline(bundle);
  });

  it('follow the allow-list as the operator changes it', async () => {
    const db = server.database.db;
    const siteId = await defaultSiteId(db);
    await db
      .update(sites)
      .set({ embedOrigins: [PARTNER, 'https://second.example:8443'] })
      .where(eq(sites.id, siteId));
    try {
      const csp = cspDirectives(
        (await get('/material/myGallery')).headers.get('content-security-policy')!,
      );
      expect(csp.get('frame-ancestors')).toBe(`'self' ${PARTNER} https://second.example:8443`);
    } finally {
      await db
        .update(sites)
        .set({ embedOrigins: [PARTNER] })
        .where(eq(sites.id, siteId));
    }
    const csp = cspDirectives(
      (await get('/material/myGallery')).headers.get('content-security-policy')!,
    );
    expect(csp.get('frame-ancestors')).toBe(`'self' ${PARTNER}`);
  });

  it('cover API answers and /req/docs, framed by the site itself only', async () => {
    for (const url of ['/req/health', '/req/docs', '/req/docs/json', '/req/no-such-call']) {
      const res = await get(url);
      const csp = expectBaseline(res);
      expect(csp.get('frame-ancestors'), url).toBe("'self'");
      expect(csp.get('script-src'), url).toBe("'self'");
    }
    const docs = await get('/req/docs/');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
  });

  it('let the Shopify admin frame its shop page, and nobody frame a page without a shop', async () => {
    const page = await get(`/embed/shopify?shop=${SHOP}`);
    expect(page.status).toBe(200);
    const csp = expectBaseline(page);
    expect(csp.get('frame-ancestors')).toBe(`https://${SHOP} https://admin.shopify.com`);
    expect(csp.get('script-src')).toBe("'self' https://cdn.shopify.com");
    const bad = await get('/embed/shopify?shop=evil.example');
    expect(bad.status).toBe(400);
    expect(expectBaseline(bad).get('frame-ancestors')).toBe("'none'");
  });

  it('let partner pages load the embed script, stored files and fonts (no same-origin CORP)', async () => {
    const loader = await get('/embed/podkit.js');
    expect(loader.status).toBe(200);
    expectBaseline(loader);
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    const fonts = (await (await get('/req/frontend/fonts')).json()) as {
      data: Array<{ faces: Array<{ url: string }> }>;
    };
    const face = fonts.data[0]?.faces[0]?.url;
    expect(face).toBeTruthy();
    const font = await get(`/req${face!}`);
    expect(font.status).toBe(200);
    expect(font.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // An API answer is read through CORS, never as a no-cors resource.
    expect((await get('/req/health')).headers.get('cross-origin-resource-policy')).toBe(
      'same-origin',
    );
  });
});
