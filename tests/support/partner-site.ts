import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PartnerSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * A partner's web site on its own loopback port (so its own origin): `pages` maps a path to the
 * HTML it answers, built per request; `/code` is the partner backend asking PodKit for a fresh
 * one-time code with its partner key.
 */
export async function startPartnerSite(
  pages: Record<string, (origin: string) => Promise<string> | string>,
  backend?: { podkitUrl: string; key: string },
): Promise<PartnerSite> {
  let origin = '';
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    void (async () => {
      if (path === '/code' && backend) {
        const code = await askCode(backend.podkitUrl, backend.key, origin);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(code));
        return;
      }
      const page = pages[path];
      if (!page) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(await page(origin));
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a partner backend does: POST /req/embed/code with its key, for its page's origin. */
export async function askCode(
  podkitUrl: string,
  key: string,
  origin: string,
): Promise<{ status_code: number; msg: string; code?: string }> {
  const res = await fetch(`${podkitUrl}/req/embed/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-podkit-key': key },
    body: JSON.stringify({ origin }),
  });
  const body = (await res.json()) as { status_code: number; msg: string; data?: { code: string } };
  return { status_code: body.status_code, msg: body.msg, code: body.data?.code };
}
