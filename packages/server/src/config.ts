import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database and stored files live here. */
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Built portal to serve at `/`, when it exists. */
  portalDir: string | undefined;
  /** Public origin used in links the server hands out (upload host, callbacks). Empty: same origin. */
  publicUrl: string;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): off by default, so a
   * client cannot pick its own IP for the per-IP login limit. 'true', or the proxies' addresses
   * (comma-separated IPs or CIDR ranges).
   */
  trustProxy: boolean | string;
  /** Run background jobs in this process (JOBS=off for web-only processes beside `worker`). */
  runJobs: boolean;
  /** Store platforms' app credentials and addresses (tests point the addresses at fakes). */
  stores: StorePlatformsConfig;
}

export interface StorePlatformsConfig {
  shopify: {
    apiKey: string;
    apiSecret: string;
    /** A shop's origin, `{shop}` replaced by its myshopify.com domain. */
    shopOrigin: string;
    apiVersion: string;
    scopes: string;
  };
  etsy: {
    /** The app's keystring (client_id) and shared secret; requests send `keystring:secret`. */
    keystring: string;
    sharedSecret: string;
    apiUrl: string;
    connectUrl: string;
    /** Standard Webhooks signing secret (`whsec_…`). */
    webhookSecret: string;
    scopes: string;
  };
  /** Minutes between scheduled syncs of a store. */
  syncIntervalMinutes: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    portalDir: env.PORTAL_DIR,
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    runJobs: env.JOBS !== 'off',
    stores: loadStoresConfig(env),
  };
}

function loadStoresConfig(env: NodeJS.ProcessEnv): StorePlatformsConfig {
  return {
    shopify: {
      apiKey: env.SHOPIFY_API_KEY ?? '',
      apiSecret: env.SHOPIFY_API_SECRET ?? '',
      shopOrigin: (env.SHOPIFY_SHOP_ORIGIN ?? 'https://{shop}').replace(/\/$/, ''),
      apiVersion: env.SHOPIFY_API_VERSION ?? '2025-10',
      scopes:
        env.SHOPIFY_SCOPES ??
        'read_orders,read_all_orders,write_merchant_managed_fulfillment_orders',
    },
    etsy: {
      keystring: env.ETSY_KEYSTRING ?? '',
      sharedSecret: env.ETSY_SHARED_SECRET ?? '',
      apiUrl: (env.ETSY_API_URL ?? 'https://api.etsy.com').replace(/\/$/, ''),
      connectUrl: env.ETSY_CONNECT_URL ?? 'https://www.etsy.com/oauth/connect',
      webhookSecret: env.ETSY_WEBHOOK_SECRET ?? '',
      scopes: env.ETSY_SCOPES ?? 'transactions_r transactions_w shops_r',
    },
    syncIntervalMinutes: Math.max(1, Number(env.STORE_SYNC_INTERVAL_MINUTES ?? 30) || 30),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
