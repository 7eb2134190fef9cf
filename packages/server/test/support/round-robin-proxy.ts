import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** Where clients send requests (PUBLIC_URL of the processes behind it). */
  url: string;
  /** The backends' base URLs, taken in turn; replace one when its process is restarted. */
  backends: string[];
  /** Requests answered by each backend, by its base URL. */
  answeredBy: Map<string, number>;
  /** Requests a refusing backend did not take, sent to the next one instead. */
  rerouted: number;
  /** Requests cut off under way (the backend died holding them): answered 502. */
  cutOff: number;
  close(): Promise<void>;
}

/** A Node error's code (ECONNREFUSED …), if it has one. */
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? '';

/**
 * A small load balancer on loopback, as a deployment puts before N web processes: each request
 * goes to the next backend in turn, with its Host header unchanged. A backend that refuses the
 * connection never saw the request, so it is sent to the next one (as balancers do with a dead
 * upstream); one that dies while holding a request leaves it answered 502, and the client decides
 * whether to send it again.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  const answeredBy = new Map<string, number>();
  let turn = 0;

  function forward(
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
    tries: number,
  ) {
    const backend = proxy.backends[turn++ % proxy.backends.length]!;
    const target = new URL(request.url ?? '/', backend);
    const upstream = http.request(target, {
      method: request.method,
      headers: { ...request.headers, connection: 'close' },
      agent: false,
    });
    upstream.on('response', (answer) => {
      answeredBy.set(backend, (answeredBy.get(backend) ?? 0) + 1);
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', (error) => {
      if (codeOf(error) === 'ECONNREFUSED' && tries < proxy.backends.length) {
        proxy.rerouted += 1;
        forward(request, body, response, tries + 1);
        return;
      }
      proxy.cutOff += 1;
      if (response.headersSent) return void response.destroy();
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status_code: 502, msg: '上游服务不可用', data: null }));
    });
    upstream.end(body);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, 1));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: RoundRobinProxy = {
    url: `http://127.0.0.1:${port}`,
    backends: [],
    answeredBy,
    rerouted: 0,
    cutOff: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
