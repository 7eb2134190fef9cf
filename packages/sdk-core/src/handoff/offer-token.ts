import {
  exactOrigin,
  HANDOFF_TOKEN,
  isReadyMessage,
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
    const reply: HandoffTokenMessage = { type: HANDOFF_TOKEN, token: options.token };
    options.frame.postMessage(reply, frameOrigin);
  };
  host.addEventListener('message', onMessage);
  return { dispose: () => host.removeEventListener('message', onMessage) };
}
