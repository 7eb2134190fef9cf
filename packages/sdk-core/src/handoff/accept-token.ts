import type { TokenStore } from '../token/token-store';
import {
  exactOrigin,
  HANDOFF_READY,
  isCodeMessage,
  isTokenMessage,
  type HandoffReadyMessage,
  type MessageHost,
  type MessageSink,
} from './messages';

/** The iframe's own window, as far as the handoff uses it. */
export interface FrameWindow extends MessageHost {
  readonly parent: MessageSink | null;
}

export type HandoffRejectReason =
  'origin-not-allowed' | 'wrong-source' | 'malformed' | 'code-refused';

export interface HandoffRejection {
  reason: HandoffRejectReason;
  /** The message's `event.origin`. */
  origin: string;
}

export interface AcceptTokenOptions {
  /** Exact parent origins allowed to hand over a token, e.g. 'https://admin.shopify.com'. */
  allowedOrigins: readonly string[];
  tokenStore: TokenStore;
  window?: FrameWindow;
  /** Told about every message that was ignored, with why and from where. */
  onRejected?: (rejection: HandoffRejection) => void;
  /** Give up (token resolves null) after this many ms; waits until disposed by default. */
  timeoutMs?: number;
  /** The ready message is repeated this often until a token comes, in case the parent listens late. */
  readyIntervalMs?: number;
  /**
   * Trades a one-time code from the parent (`{ type: 'podkit:code', code }`, the preferred
   * reply) for a session; the token is then saved for `ttlMs`. Without it, code replies are
   * reported as malformed.
   */
  exchangeCode?: (code: string, parentOrigin: string) => Promise<{ token: string; ttlMs: number }>;
}

export interface TokenHandoff {
  /** The accepted token (already saved for 7 days), or null on timeout, dispose or outside a frame. */
  readonly token: Promise<string | null>;
  /** Stops listening and asking. */
  dispose(): void;
}

/**
 * Iframe side of the token handoff (spec 4, ARCHITECTURE.md decision 4): posts
 * `{ type: 'podkit:ready' }` to the parent for each allowed origin by exact target origin, then
 * accepts `{ type: 'podkit:token', token }` only from the parent window at an allowed origin,
 * saves it for 7 days and stops. Every other message is ignored and reported.
 */
export function acceptTokenFromParent(options: AcceptTokenOptions): TokenHandoff {
  const allowedOrigins = new Set(options.allowedOrigins.map(exactOrigin));
  const frame = options.window ?? (globalThis.window as FrameWindow | undefined);
  const parent = frame?.parent ?? null;
  if (!frame || !parent || parent === (frame as unknown)) {
    return { token: Promise.resolve(null), dispose: () => {} };
  }

  let settle: (token: string | null) => void = () => {};
  const token = new Promise<string | null>((resolve) => {
    settle = resolve;
  });
  let done = false;
  let exchanging = false;

  const onMessage = (event: MessageEvent) => {
    if (done) return;
    if (!allowedOrigins.has(event.origin)) {
      options.onRejected?.({ reason: 'origin-not-allowed', origin: event.origin });
      return;
    }
    if (event.source !== parent) {
      options.onRejected?.({ reason: 'wrong-source', origin: event.origin });
      return;
    }
    if (isCodeMessage(event.data) && options.exchangeCode && !exchanging) {
      exchanging = true;
      const origin = event.origin;
      options.exchangeCode(event.data.code, origin).then(
        ({ token: session, ttlMs }) => {
          exchanging = false;
          if (done) return;
          options.tokenStore.set(session, ttlMs);
          finish(session);
        },
        () => {
          exchanging = false;
          options.onRejected?.({ reason: 'code-refused', origin });
        },
      );
      return;
    }
    if (!isTokenMessage(event.data)) {
      options.onRejected?.({ reason: 'malformed', origin: event.origin });
      return;
    }
    options.tokenStore.set(event.data.token);
    finish(event.data.token);
  };

  const sayReady = () => {
    const ready: HandoffReadyMessage = { type: HANDOFF_READY };
    for (const origin of allowedOrigins) {
      try {
        parent.postMessage(ready, origin);
      } catch {
        // Some environments throw when the parent is at another origin; browsers drop it quietly.
      }
    }
  };

  frame.addEventListener('message', onMessage);
  sayReady();
  const readyTimer = setInterval(sayReady, options.readyIntervalMs ?? 1000);
  const timeoutTimer =
    options.timeoutMs === undefined ? undefined : setTimeout(() => finish(null), options.timeoutMs);

  function finish(result: string | null): void {
    if (done) return;
    done = true;
    frame?.removeEventListener('message', onMessage);
    clearInterval(readyTimer);
    if (timeoutTimer !== undefined) clearTimeout(timeoutTimer);
    settle(result);
  }

  return { token, dispose: () => finish(null) };
}
