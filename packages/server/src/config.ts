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
  /** Built embeds (podkit.js and chunks) to serve at `/embed/`; packages/shopify-embed/dist/embed by default. */
  embedDir: string | undefined;
  /** Public origin used in links the server hands out (upload host, callbacks). Empty: same origin. */
  publicUrl: string;
  /** Stored files in an S3-compatible bucket (STORAGE=s3 and S3_*); null: the local disk in dataDir. */
  s3: S3Config | null;
  logLevel: string;
  /** A request that takes this long (ms) is logged as slow (SLOW_REQUEST_MS, default 500). */
  slowRequestMs: number;
  /** LOG_REQUESTS=all logs every request; by default only failed and slow ones (http/request-log.ts). */
  logRequests: 'notable' | 'all';
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): off by default, so a
   * client cannot pick its own IP for the per-IP login limit. 'true', or the proxies' addresses
   * (comma-separated IPs or CIDR ranges).
   */
  trustProxy: boolean | string;
  /**
   * Requests a minute one address may make to each sign-in route (login, codes, registration;
   * SIGN_IN_RATE_PER_MINUTE, default 30): a burst guard per process, beside the sign-in limits.
   */
  signInRatePerMinute: number;
  /** Open-API requests a minute one dj store key may make (STOREFRONT_RATE_PER_MINUTE, default 120). */
  storefrontRatePerMinute: number;
  /**
   * DNS servers (ip or ip:port) asked for sub-site TXT records (SUBSITE_DNS_SERVERS, comma-separated);
   * empty: the system's resolvers.
   */
  subSiteDnsServers: string[];
  /** GOOGLE_* and WECHAT_* variables: the sign-in providers of 绑定登录 (auth/login-providers.ts). */
  loginProviderEnv: Record<string, string | undefined>;
  /** Run background jobs in this process (JOBS=off for web-only processes beside `worker`). */
  runJobs: boolean;
  /** How long a claimed job stays a worker's without a progress report (JOB_LEASE_MS). */
  jobLeaseMs: number;
  /**
   * On SIGTERM/SIGINT: how long running requests may take to finish, and a running job before it
   * is handed back to the queue (SHUTDOWN_GRACE_MS, default 10 s).
   */
  shutdownGraceMs: number;
  /** Alipay page pay for online recharge; null when not configured (online recharge off). */
  alipay: AlipayConfig | null;
  /** The bank account resellers transfer to for an offline recharge; null when not set. */
  rechargeBankAccount: { bankName: string; accountName: string; accountNo: string } | null;
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
  amazon: {
    /** The SP-API app's id (amzn1.sp.solution.…), for Seller Central's consent page. */
    applicationId: string;
    /** The app's LWA client id and secret. */
    clientId: string;
    clientSecret: string;
    /** LWA's token endpoint. */
    tokenUrl: string;
    /** One address for every region instead of Amazon's per-region ones (tests: the fake). */
    apiUrl: string;
    consentUrl: string;
    /** Authorise a draft app (`version=beta`). */
    beta: boolean;
  };
  tiktok: {
    appKey: string;
    appSecret: string;
    /** The app's service id in the TikTok Shop Partner Center (the authorise page's `service_id`). */
    serviceId: string;
    authorizeUrl: string;
    /** Token endpoints (`/api/v2/token/get`, `/refresh`). */
    authUrl: string;
    /** The Open API (`/order/202309/…`). */
    apiUrl: string;
  };
  /** Temu (17, semi-managed cross-border) and Temu local (18): each its own app. */
  temu: TemuAppConfig;
  temuLocal: TemuAppConfig;
  /** Shein (19): the developer app (its id and secret sign get-by-token and open the store keys). */
  shein: SheinAppConfig;
  /** Shopee Open Platform v2: the partner app, one host for authorise, tokens and shop calls. */
  shopee: { partnerId: string; partnerKey: string; apiUrl: string };
  /** AliExpress open platform (IOP): the app; one host for authorise, `/rest` tokens and `/sync` calls. */
  aliexpress: { appKey: string; appSecret: string; apiUrl: string };
  /** Temu hosted (20, fully managed): its own app on the kuajingmaihuo gateway. */
  temuHosted: TemuAppConfig;
  /**
   * SHOPLINE (9): the app whose key and secret also sign the admin embed's session tokens
   * (stores/admin-app.ts, the same SHOPLINE_APP_KEY / SHOPLINE_APP_SECRET).
   */
  shopline: ShopAdminAppConfig;
  /** Shoplazza (8): the app's client id and secret. */
  shoplazza: ShopAdminAppConfig;
  /** Wish Marketplace v3: the app's OAuth client; parcels ship from `originCountry` (ISO 3166). */
  wish: {
    clientId: string;
    clientSecret: string;
    authorizeUrl: string;
    apiUrl: string;
    originCountry: string;
  };
  /** Ozon Seller API: no app, each seller brings its Client-Id and Api-Key. */
  ozon: { apiUrl: string };
  /** Minutes between scheduled syncs of a store. */
  syncIntervalMinutes: number;
  /** A site's own choice per platform code (platform-apps.ts); absent: the environment decides. */
  siteEnabled?: Partial<Record<number, boolean>>;
}

/** A platform whose every store is its own host (`{shop}` in shopOrigin), Shopify-like. */
export interface ShopAdminAppConfig {
  appKey: string;
  appSecret: string;
  /** A shop's origin, `{shop}` replaced by its domain (tests: the fake's address). */
  shopOrigin: string;
  apiVersion: string;
  scopes: string;
}

export interface TemuAppConfig {
  appKey: string;
  appSecret: string;
  /** The seller centre's authorise page (sends the seller back with `code`). */
  authorizeUrl: string;
  /** The open platform's gateway, without `/openapi/router`. */
  apiUrl: string;
}

export interface SheinAppConfig {
  appId: string;
  appSecret: string;
  /** The authorise page (`/#/empower`: sends the seller back with `tempToken`). */
  authorizeUrl: string;
  /** The API gateway (`/open-api/…`). */
  apiUrl: string;
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  publicReadUrl: string;
}

/** STORAGE=s3 with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; a missing one stops the start. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  if ((env.STORAGE ?? 'local') === 'local') return null;
  if (env.STORAGE !== 's3') throw new Error(`STORAGE must be local or s3, not ${env.STORAGE}`);
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((n) => !env[n]);
  if (missing.length > 0) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
  const endpoint = (env.S3_ENDPOINT ?? '').replace(/\/+$/, '');
  return {
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    // Self-hosted S3 servers mostly answer on one host name: path-style unless told otherwise.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : !!endpoint,
    publicReadUrl: (env.S3_PUBLIC_READ_URL ?? '').replace(/\/+$/, ''),
  };
}

export interface AlipayConfig {
  appId: string;
  /** The app's RSA private key (PEM, or the bare base64 Alipay's key tool prints). */
  privateKey: string;
  /** Alipay's public key, to verify notifications (PEM or bare base64). */
  alipayPublicKey: string;
  /** https://openapi.alipay.com/gateway.do, or the sandbox's. */
  gatewayUrl: string;
}

const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

function alipayConfig(env: NodeJS.ProcessEnv): AlipayConfig | null {
  const appId = env.ALIPAY_APP_ID;
  const privateKey = env.ALIPAY_PRIVATE_KEY;
  const alipayPublicKey = env.ALIPAY_PUBLIC_KEY;
  if (!appId || !privateKey || !alipayPublicKey) return null;
  return {
    appId,
    // Keys often arrive through env files with escaped line breaks.
    privateKey: privateKey.replace(/\\n/g, '\n'),
    alipayPublicKey: alipayPublicKey.replace(/\\n/g, '\n'),
    gatewayUrl: env.ALIPAY_GATEWAY_URL || ALIPAY_GATEWAY,
  };
}

function bankAccount(env: NodeJS.ProcessEnv): ServerConfig['rechargeBankAccount'] {
  const bankName = env.RECHARGE_BANK_NAME;
  const accountName = env.RECHARGE_BANK_ACCOUNT_NAME;
  const accountNo = env.RECHARGE_BANK_ACCOUNT_NO;
  if (!bankName || !accountName || !accountNo) return null;
  return { bankName, accountName, accountNo };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    portalDir: env.PORTAL_DIR,
    embedDir: env.EMBED_DIR,
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    s3: s3Config(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    slowRequestMs: nonNegative(env.SLOW_REQUEST_MS, 500),
    logRequests: env.LOG_REQUESTS === 'all' ? 'all' : 'notable',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signInRatePerMinute: Math.max(1, Number(env.SIGN_IN_RATE_PER_MINUTE ?? 30) || 30),
    storefrontRatePerMinute: Math.max(1, Number(env.STOREFRONT_RATE_PER_MINUTE ?? 120) || 120),
    loginProviderEnv: Object.fromEntries(
      Object.entries(env).filter(([name]) => /^(GOOGLE|WECHAT)_/.test(name)),
    ),
    subSiteDnsServers: (env.SUBSITE_DNS_SERVERS ?? '')
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean),
    runJobs: env.JOBS !== 'off',
    jobLeaseMs: Math.max(1000, Number(env.JOB_LEASE_MS ?? 60_000) || 60_000),
    shutdownGraceMs: nonNegative(env.SHUTDOWN_GRACE_MS, 10_000),
    alipay: alipayConfig(env),
    rechargeBankAccount: bankAccount(env),
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
        'read_orders,read_all_orders,write_merchant_managed_fulfillment_orders,read_products,write_products',
    },
    etsy: {
      keystring: env.ETSY_KEYSTRING ?? '',
      sharedSecret: env.ETSY_SHARED_SECRET ?? '',
      apiUrl: (env.ETSY_API_URL ?? 'https://api.etsy.com').replace(/\/$/, ''),
      connectUrl: env.ETSY_CONNECT_URL ?? 'https://www.etsy.com/oauth/connect',
      webhookSecret: env.ETSY_WEBHOOK_SECRET ?? '',
      scopes: env.ETSY_SCOPES ?? 'transactions_r transactions_w shops_r listings_r listings_w',
    },
    amazon: {
      applicationId: env.AMAZON_APPLICATION_ID ?? '',
      clientId: env.AMAZON_CLIENT_ID ?? '',
      clientSecret: env.AMAZON_CLIENT_SECRET ?? '',
      tokenUrl: env.AMAZON_LWA_TOKEN_URL ?? 'https://api.amazon.com/auth/o2/token',
      apiUrl: (env.AMAZON_API_URL ?? '').replace(/\/$/, ''),
      consentUrl: env.AMAZON_CONSENT_URL ?? '',
      beta: env.AMAZON_APP_BETA === '1',
    },
    tiktok: {
      appKey: env.TIKTOK_APP_KEY ?? '',
      appSecret: env.TIKTOK_APP_SECRET ?? '',
      serviceId: env.TIKTOK_SERVICE_ID ?? '',
      authorizeUrl: env.TIKTOK_AUTHORIZE_URL ?? 'https://services.tiktokshop.com/open/authorize',
      authUrl: (env.TIKTOK_AUTH_URL ?? 'https://auth.tiktok-shops.com').replace(/\/$/, ''),
      apiUrl: (env.TIKTOK_API_URL ?? 'https://open-api.tiktokglobalshop.com').replace(/\/$/, ''),
    },
    temu: temuApp(env, 'TEMU'),
    temuLocal: temuApp(env, 'TEMU_LOCAL'),
    shein: {
      appId: env.SHEIN_APP_ID ?? '',
      appSecret: env.SHEIN_APP_SECRET ?? '',
      authorizeUrl: env.SHEIN_AUTHORIZE_URL ?? 'https://openapi-sem.sheincorp.com/#/empower',
      apiUrl: (env.SHEIN_API_URL ?? 'https://openapi.sheincorp.com').replace(/\/$/, ''),
    },
    shopee: {
      partnerId: env.SHOPEE_PARTNER_ID ?? '',
      partnerKey: env.SHOPEE_PARTNER_KEY ?? '',
      apiUrl: (env.SHOPEE_API_URL ?? 'https://partner.shopeemobile.com').replace(/\/$/, ''),
    },
    shopline: {
      appKey: env.SHOPLINE_APP_KEY ?? '',
      appSecret: env.SHOPLINE_APP_SECRET ?? '',
      shopOrigin: env.SHOPLINE_SHOP_ORIGIN ?? 'https://{shop}',
      apiVersion: env.SHOPLINE_API_VERSION ?? 'v20251201',
      scopes: env.SHOPLINE_SCOPES ?? 'read_orders,write_orders,read_products,write_products',
    },
    shoplazza: {
      appKey: env.SHOPLAZZA_CLIENT_ID ?? '',
      appSecret: env.SHOPLAZZA_CLIENT_SECRET ?? '',
      shopOrigin: env.SHOPLAZZA_SHOP_ORIGIN ?? 'https://{shop}',
      apiVersion: env.SHOPLAZZA_API_VERSION ?? '2022-01',
      scopes: env.SHOPLAZZA_SCOPES ?? 'read_order write_order read_product write_product',
    },
    aliexpress: {
      appKey: env.ALIEXPRESS_APP_KEY ?? '',
      appSecret: env.ALIEXPRESS_APP_SECRET ?? '',
      apiUrl: (env.ALIEXPRESS_API_URL ?? 'https://api-sg.aliexpress.com').replace(/\/$/, ''),
    },
    temuHosted: temuApp(env, 'TEMU_HOSTED', {
      authorizeUrl: 'https://seller.kuajingmaihuo.com/open-platform/client-auth',
      apiUrl: 'https://openapi.kuajingmaihuo.com',
    }),
    wish: {
      clientId: env.WISH_CLIENT_ID ?? '',
      clientSecret: env.WISH_CLIENT_SECRET ?? '',
      authorizeUrl: env.WISH_AUTHORIZE_URL ?? 'https://merchant.wish.com/v3/oauth/authorize',
      apiUrl: (env.WISH_API_URL ?? 'https://merchant.wish.com').replace(/\/$/, ''),
      originCountry: (env.WISH_ORIGIN_COUNTRY ?? 'CN').toUpperCase(),
    },
    ozon: { apiUrl: (env.OZON_API_URL ?? 'https://api-seller.ozon.ru').replace(/\/$/, '') },
    syncIntervalMinutes: Math.max(1, Number(env.STORE_SYNC_INTERVAL_MINUTES ?? 30) || 30),
  };
}

/** TEMU_APP_KEY… for Temu, TEMU_LOCAL_APP_KEY… for Temu local, TEMU_HOSTED_APP_KEY… for hosted. */
function temuApp(
  env: NodeJS.ProcessEnv,
  prefix: string,
  defaults = {
    authorizeUrl: 'https://seller.temu.com/open-platform/client-auth',
    apiUrl: 'https://openapi-b-us.temu.com',
  },
): TemuAppConfig {
  return {
    appKey: env[`${prefix}_APP_KEY`] ?? '',
    appSecret: env[`${prefix}_APP_SECRET`] ?? '',
    authorizeUrl: env[`${prefix}_AUTHORIZE_URL`] ?? defaults.authorizeUrl,
    apiUrl: (env[`${prefix}_API_URL`] ?? defaults.apiUrl).replace(/\/$/, ''),
  };
}

function nonNegative(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0
    ? parsed
    : fallback;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
