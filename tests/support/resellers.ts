import {
  createClient,
  createMemoryNotifier,
  createMemoryStorage,
  createTokenStore,
  type Client,
} from '@podkit/sdk-core';
import { expect } from 'vitest';

/** An sdk-core client of the built server, signed out, with its own token store. */
export function sdkClient(baseUrl: string): Client {
  return createClient({
    baseURL: `${baseUrl}/req`,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    notifier: createMemoryNotifier(),
    reload: () => {},
  });
}

/**
 * A fresh reseller (its own cart, balance and orders, so flows do not touch the demo account),
 * registered with the SMS code an operator reads from the outbox.
 */
export async function registerReseller(baseUrl: string, operator: Client, prefix: string) {
  const suffix = String(Date.now()).slice(-8);
  const username = `${prefix}${suffix}`;
  const password = `${prefix}123456`;
  const phone = `13${String(prefix.length % 10)}${suffix}`;
  const client = sdkClient(baseUrl);
  await client.post('/api/frontend/phoneCode', { phone, scene: 'register' });
  const outbox = await operator.get<{ data: Array<{ phone: string; text: string }> }>(
    '/admin/smsOutbox',
    { query: { page: 1, page_size: 20 } },
  );
  const code = /\d{6}/.exec(outbox.data.find((sms) => sms.phone === phone)?.text ?? '')?.[0];
  expect(code, 'SMS code in the outbox').toBeTruthy();
  const session = await client.post<{ token: string }>('/api/auth/register', {
    username,
    phone,
    password,
    code,
    agreement: true,
  });
  client.tokenStore.set(session.token);
  return { client, username, password };
}
