import type { AdminEmbedPlatform } from '@podkit/sdk-core';

/** How the page inside a store platform's admin gets that platform's session token. */
export type IdTokenSource = () => Promise<string>;

interface ShopifyGlobal {
  idToken(): Promise<string>;
}

/**
 * Shopify: the app-bridge.js script in <head> (with the shopify-api-key meta tag) defines the
 * global `shopify`; `shopify.idToken()` resolves with a fresh session token (shopify.dev, App
 * Bridge "ID token" API).
 *
 * Shopline (assumption, not confirmed in Shopline's public docs): its App Bridge is expected to be
 * loaded by the admin page's host and to expose the same call on a global `shopline`.
 */
export function idTokenSource(platform: AdminEmbedPlatform, win: Window): IdTokenSource {
  const name = platform === 'shopify' ? 'shopify' : 'shopline';
  return async () => {
    const bridge = (win as unknown as Record<string, ShopifyGlobal | undefined>)[name];
    if (typeof bridge?.idToken !== 'function') {
      throw new Error(
        `未能连接 ${platform === 'shopify' ? 'Shopify' : 'Shopline'} 后台，请从店铺后台打开本应用`,
      );
    }
    return bridge.idToken();
  };
}
