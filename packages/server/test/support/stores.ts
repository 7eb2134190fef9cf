import { expect } from 'vitest';
import type { Store, StoreConnectResult } from '@podkit/sdk-core';
import type { Reseller } from './publishing.js';

/** Connects an OAuth store (Shopify, Etsy) as a reseller would: approve at the fake, call back. */
export async function connectOAuthStore(
  reseller: Reseller,
  body: { platform: number; shop_domain?: string },
): Promise<Store> {
  const started = await reseller.call<StoreConnectResult>('POST', '/distribution/store', body);
  expect(started.status_code, started.msg).toBe(200);
  const approve = await fetch(started.data.authorize_url!, { redirect: 'manual' });
  const back = new URL(approve.headers.get('location')!);
  const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', {
    query: Object.fromEntries(back.searchParams),
  });
  expect(done.status_code, done.msg).toBe(200);
  return done.data;
}

/** Connects a WooCommerce store by its REST API keys. */
export async function connectWooStore(
  reseller: Reseller,
  storeUrl: string,
  keys: { consumerKey: string; consumerSecret: string; webhookSecret: string },
): Promise<Store> {
  const connected = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
    platform: 21,
    store_url: storeUrl,
    consumer_key: keys.consumerKey,
    consumer_secret: keys.consumerSecret,
    webhook_secret: keys.webhookSecret,
  });
  expect(connected.status_code, connected.msg).toBe(200);
  return connected.data.store;
}
