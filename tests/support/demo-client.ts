import {
  auth,
  createClient,
  createMemoryNotifier,
  createMemoryStorage,
  createTokenStore,
  type Client,
} from '@podkit/sdk-core';

/** An sdk-core client of the built server, signed in as the demo reseller. */
export async function demoClient(baseUrl: string): Promise<Client> {
  const client = createClient({
    baseURL: `${baseUrl}/req`,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    notifier: createMemoryNotifier(),
    reload: () => {},
  });
  await auth.login(client, { username: 'demo', password: 'demo123456' });
  return client;
}
