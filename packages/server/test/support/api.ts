import type { FastifyInstance } from 'fastify';

export interface ApiAnswer<T = unknown> {
  http: number;
  status_code: number;
  msg: string;
  data: T;
}

/** One /req call through inject: bearer token, host (site) and JSON body as given. */
export async function callApi<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; host?: string; payload?: unknown; ip?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.host) headers.host = options.host;
  const res = await app.inject({
    method,
    url,
    headers,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  return { http: res.statusCode, ...(res.json() as Omit<ApiAnswer<T>, 'http'>) };
}
