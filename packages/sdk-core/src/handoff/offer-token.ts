import {
  exactOrigin,
  HANDOFF_CODE,
  HANDOFF_TOKEN,
  isReadyMessage,
  type HandoffCodeMessage,
  type HandoffTokenMessage,
  type MessageHost,
  type MessageSink,
} from './messages';

export interface OfferTokenOptions {
  /** The iframe's window (`iframe.contentWindow`). */
  frame: MessageSink;
  /** The exact origin the iframe's page must be at. */
  frameOrigin: string;
  token: string;
  /** The parent page's own window. */
  window?: MessageHost;
}

export interface TokenOffer {
  dispose(): void;
}

/**
 * Parent side of the token handoff: waits for `{ type: 'podkit:ready' }` from that frame at
 * that exact origin and answers with the token, posted to that exact origin. Answers again if
 * the frame reloads and asks again, until disposed.
 */
export function offerTokenToFrame(options: OfferTokenOptions): TokenOffer {
  const reply: HandoffTokenMessage = { type: HANDOFF_TOKEN, token: options.token };
  return answerReady(options, () => reply);
}

export interface OfferCodeOptions extends Omit<OfferTokenOptions, 'token'> {
  /** A fresh one-time code for each ready message (a code is single use). */
  getCode: () => string | Promise<string>;
}

/** The preferred parent side: answers each ready message with a fresh one-time code. */
export function offerCodeToFrame(options: OfferCodeOptions): TokenOffer {
  return answerReady(options, async () => {
    const reply: HandoffCodeMessage = { type: HANDOFF_CODE, code: await options.getCode() };
    return reply;
  });
}

function answerReady(options: Omit<OfferTokenOptions, 'token'>, reply: () => unknown): TokenOffer {
  const frameOrigin = exactOrigin(options.frameOrigin);
  const host = options.window ?? (globalThis.window as MessageHost | undefined);
  if (!host) return { dispose: () => {} };

  const onMessage = (event: MessageEvent) => {
    if (
      event.origin !== frameOrigin ||
      event.source !== options.frame ||
      !isReadyMessage(event.data)
    )
      return;
    void Promise.resolve(reply()).then((message) =>
      options.frame.postMessage(message, frameOrigin),
    );
  };
  host.addEventListener('message', onMessage);
  return { dispose: () => host.removeEventListener('message', onMessage) };
}
