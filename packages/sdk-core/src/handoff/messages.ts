/** The two messages of the token handoff (ARCHITECTURE.md decision 4). */
export const HANDOFF_READY = 'podkit:ready';
export const HANDOFF_TOKEN = 'podkit:token';
/** The preferred reply: a one-time code the frame exchanges itself, instead of a token. */
export const HANDOFF_CODE = 'podkit:code';

export interface HandoffCodeMessage {
  type: typeof HANDOFF_CODE;
  code: string;
}

export interface HandoffReadyMessage {
  type: typeof HANDOFF_READY;
}

export interface HandoffTokenMessage {
  type: typeof HANDOFF_TOKEN;
  token: string;
}

/** Anything a message can be posted to: a Window, or the WindowProxy of a frame or parent. */
export interface MessageSink {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** A window that receives messages. */
export interface MessageHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export function isReadyMessage(data: unknown): data is HandoffReadyMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === HANDOFF_READY;
}

export function isTokenMessage(data: unknown): data is HandoffTokenMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === HANDOFF_TOKEN &&
    'token' in data &&
    typeof data.token === 'string' &&
    data.token.trim() !== ''
  );
}

export function isCodeMessage(data: unknown): data is HandoffCodeMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === HANDOFF_CODE &&
    'code' in data &&
    typeof data.code === 'string' &&
    data.code.trim() !== ''
  );
}

/**
 * An origin as the browser reports it in `event.origin` ('https://shop.example', no path or
 * trailing slash). `*` and anything else are refused: the handoff names exact origins.
 */
export function exactOrigin(origin: string): string {
  if (origin.trim() === '*')
    throw new Error('令牌交接不能使用 * 作为来源，请写出确切的来源，例如 https://shop.example');
  const parsed = parseUrl(origin);
  if (!parsed || parsed.origin === 'null' || parsed.origin !== origin) {
    throw new Error(
      `无效的来源：“${origin}”，应为协议加主机名（及端口），例如 https://shop.example`,
    );
  }
  return parsed.origin;
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
