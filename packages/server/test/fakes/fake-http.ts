import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  rawBody: Buffer;
  /** The body as JSON, or its form fields, or null. */
  body: unknown;
}

export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Send `body` as is (a string), not as JSON. */
  raw?: boolean;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface RunningFake {
  url: string;
  /** Every request, in order (method + path + status). */
  log: Array<{ method: string; path: string; status: number }>;
  /** Drop the next N connections without answering (a network failure). */
  dropConnections(count: number): void;
  close(): Promise<void>;
}

export interface FakeServerOptions {
  /** Serve HTTPS with this key and certificate (PEM) instead of plain HTTP. */
  tls?: { key: string; cert: string };
}

/** A loopback HTTP (or HTTPS) server for a platform's contract fake. */
export async function startFake(
  handler: FakeHandler,
  options: FakeServerOptions = {},
): Promise<RunningFake> {
  const log: RunningFake['log'] = [];
  let toDrop = 0;
  const listener: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (toDrop > 0) {
        toDrop--;
        req.socket.destroy();
        return;
      }
      const rawBody = Buffer.concat(chunks);
      const type = req.headers['content-type'] ?? '';
      let body: unknown = null;
      const text = rawBody.toString('utf8');
      if (type.includes('json') && text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
      } else if (type.includes('x-www-form-urlencoded')) {
        body = Object.fromEntries(new URLSearchParams(text));
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      Promise.resolve()
        .then(() =>
          body === undefined
            ? { status: 400, body: { error: 'invalid JSON body' } }
            : handler({ method: req.method ?? 'GET', url, headers: req.headers, rawBody, body }),
        )
        .catch((error: unknown) => ({ status: 500, body: { error: String(error) } }))
        .then((answer: FakeResponse) => {
          log.push({ method: req.method ?? 'GET', path: url.pathname, status: answer.status });
          const headers: Record<string, string> = { ...answer.headers };
          if (!answer.raw && answer.body !== undefined)
            headers['content-type'] ??= 'application/json';
          res.writeHead(answer.status, headers);
          res.end(
            answer.body === undefined
              ? undefined
              : answer.raw
                ? String(answer.body)
                : JSON.stringify(answer.body),
          );
        });
    });
  };
  const server = options.tls
    ? https.createServer(options.tls, listener)
    : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    log,
    dropConnections(count) {
      toDrop += count;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Posts a signed webhook as the platform would and answers the receiver's status. */
export async function deliver(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}
