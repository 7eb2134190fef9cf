import { codeSession, type EmbedSession } from './embed-session';
import type { EmbedHost } from './host';

let current: { host: EmbedHost; session: EmbedSession } | null = null;

/** The one widget session of this page (every widget chunk shares the runtime chunk). */
export function pageSession(host: EmbedHost): EmbedSession {
  if (current?.host !== host) {
    current = { host, session: codeSession(new URL('../req', host.base).href, host) };
  }
  return current.session;
}

/** The admin page signs in its own way and puts that session in place before mounting widgets. */
export function setPageSession(host: EmbedHost, session: EmbedSession): void {
  current = { host, session };
}
