import {
  createClient,
  createMemoryStorage,
  createMemoryNotifier,
  createTokenStore,
  embed,
  settleExchange,
  site,
  type Client,
  type EmbedCodeSession,
  type EmbedSessionToken,
  type Notifier,
  type SiteConfig,
} from '@podkit/sdk-core';
import type { EmbedHost, EmbedInitOptions } from './host';

/** Renew this long before the widget session ends. */
export const RENEW_BEFORE_MS = 60_000;

export interface EmbedSession {
  /** The site's /req, e.g. https://site.example/req. */
  readonly baseURL: string;
  /** Resolves once signed in; rejects with the reason when the first sign-in failed. */
  ready(): Promise<void>;
  /** A client for one widget, its messages shown by that widget's notifier. */
  client(notifier: Notifier): Client;
  siteConfig(): Promise<SiteConfig>;
  dispose(): void;
}

/**
 * A widget session kept in memory only (never in the partner's storage), shared by every widget
 * on the page. `obtain` gets a session (a one-time code exchanged, or a store platform's session
 * token traded); it is asked again before expiry and after a 401. When its first answer brings
 * the site's config (`bringsConfig`), the config is taken from it instead of asked for.
 */
export function createEmbedSession(
  baseURL: string,
  obtain: (client: Client) => Promise<EmbedSessionToken & { config?: SiteConfig }>,
  bringsConfig = false,
): EmbedSession {
  const tokenStore = createTokenStore({ storage: createMemoryStorage() });
  const quiet = createClient({ baseURL, tokenStore, notifier: createMemoryNotifier() });
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: Promise<void> | null = null;
  let first: Promise<void> | null = null;
  let config: Promise<SiteConfig> | null = null;
  let delivered: SiteConfig | undefined;

  function signIn(): Promise<void> {
    pending ??= obtain(quiet)
      .then(({ token, expires_at, config: answered }) => {
        delivered ??= answered;
        const ttl = new Date(expires_at).getTime() - Date.now();
        tokenStore.set(token, ttl);
        clearTimeout(renewTimer);
        renewTimer = setTimeout(renew, Math.max(ttl - RENEW_BEFORE_MS, 1000));
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  function renew(): void {
    signIn().catch((error: unknown) => console.error('[podkit] 会话续期失败', error));
  }

  return {
    baseURL,
    ready() {
      first ??= signIn();
      return first;
    },
    client(notifier) {
      return createClient({
        baseURL,
        tokenStore,
        notifier,
        // Never reload the partner's page: a widget whose session ended signs in again.
        reload: () => {},
        onLogout: renew,
      });
    },
    siteConfig() {
      const signedIn = bringsConfig ? Promise.allSettled([first]) : Promise.resolve();
      config ??= signedIn.then(() => delivered ?? site.getConfig(quiet, { silent: true }));
      return config;
    },
    dispose() {
      clearTimeout(renewTimer);
      tokenStore.clear();
    },
  };
}

/**
 * The session of a partner page: the init code first (exchanged by podkit.js when it has already
 * sent it), then `getCode()` for each renewal.
 */
export function codeSession(baseURL: string, host: EmbedHost) {
  let unused: string | undefined;
  let options: EmbedInitOptions | undefined;
  let exchanged = host.exchanged;
  return createEmbedSession(
    baseURL,
    async (client) => {
      if (!options) {
        options = await host.initialized;
        unused = options.code;
      }
      const early = exchanged;
      exchanged = undefined;
      const answer = early && (await early);
      if (answer) {
        unused = undefined;
        const url = `${baseURL}/embed/session`;
        return settleExchange<EmbedCodeSession>(
          { method: 'POST', url, ...answer },
          { notifier: client.notifier, silent: true },
        ).data;
      }
      const code = unused ?? (await options.getCode?.());
      unused = undefined;
      if (!code) throw new Error("缺少授权码：请在 podkit('init', { code }) 中传入一次性授权码");
      return embed.exchangeCode(client, code, undefined, { silent: true });
    },
    true,
  );
}
