import Fastify, { type FastifyInstance } from 'fastify';

export interface Served {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:43121 */
  origin: string;
  close(): Promise<void>;
}

/** Starts a real Fastify instance on a free loopback port with the given routes. */
export async function serve(register: (app: FastifyInstance) => void): Promise<Served> {
  const app = Fastify({ logger: false });
  register(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('Fastify did not listen on a TCP port');
  return { app, origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** A port that was free a moment ago and has nobody listening now. */
export async function closedPortOrigin(): Promise<string> {
  const { origin, close } = await serve(() => {});
  await close();
  return origin;
}

export const envelope = <T>(data: T, msg = '', status_code = 200) => ({ status_code, msg, data });
