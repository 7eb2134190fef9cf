import { acceptTokenFromParent, embed } from '@podkit/sdk-core';
import { client, tokenStore } from '../sdk/client.js';

/** How long a framed page waits for its parent's reply before it opens as a visitor. */
const HANDSHAKE_TIMEOUT_MS = 10_000;

/** The framing page's origin as the browser reports it (ancestorOrigins, else the referrer). */
function parentOrigin(): string | null {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * A portal page inside an iframe signs in from its parent (spec 4, ARCHITECTURE.md decision 4):
 * only when the parent's origin is on the site's allow-list, the ready message goes to that exact
 * origin, and only a reply from that origin and the parent window counts. The preferred reply is a
 * one-time code, exchanged here for a short session; a token reply is saved for 7 days. When the
 * parent's code is refused and no session came instead, the page opens on the fail page.
 */
export async function signInFromParent(): Promise<void> {
  if (window.parent === window || tokenStore.get()) return;
  const parent = parentOrigin();
  if (!parent) return;
  const { origins } = await embed
    .getOrigins(client, { silent: true })
    .catch(() => ({ origins: [] as string[] }));
  if (!origins.includes(parent)) {
    console.warn(`[podkit] ${parent} 不在允许嵌入的来源中，不接收它的登录信息`);
    return;
  }
  let codeRefused = false;
  const handoff = acceptTokenFromParent({
    allowedOrigins: [parent],
    tokenStore,
    timeoutMs: HANDSHAKE_TIMEOUT_MS,
    onRejected: ({ reason, origin }) => {
      if (reason === 'code-refused') codeRefused = true;
      console.warn(`[podkit] 已忽略来自 ${origin} 的消息（${reason}）`);
    },
    exchangeCode: async (code, origin) => {
      const session = await embed.exchangeCode(client, code, origin, { silent: true });
      return { token: session.token, ttlMs: new Date(session.expires_at).getTime() - Date.now() };
    },
  });
  const token = await handoff.token;
  if (!token && codeRefused) window.history.replaceState(null, '', '/fail?type=embed');
}
