import {
  auth,
  createClient,
  createMemoryNotifier,
  createMemoryStorage,
  createTokenStore,
  type Client,
} from '@podkit/sdk-core';

/** An sdk-core client of the server at `baseUrl`, signed in as `username`. */
export async function signedInClient(
  baseUrl: string,
  username: string,
  password: string,
): Promise<Client> {
  const client = createClient({
    baseURL: `${baseUrl}/req`,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    notifier: createMemoryNotifier(),
    reload: () => {},
  });
  await auth.login(client, { username, password });
  return client;
}
