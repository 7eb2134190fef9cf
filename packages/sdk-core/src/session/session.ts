import { atom, type ReadableAtom } from 'nanostores';
import * as cart from '../api/cart';
import * as user from '../api/user';
import type { GroupBalance, UserInfo } from '../api/user';
import type { CallOptions, Client } from '../client/client';
import { truncateAmount } from '../rules/truncate-amount';

/** Session state shared by every UI that holds the same client (spec 3 and 4). */
export interface Session {
  /** The access token; mirrors the client's token store. */
  readonly $token: ReadableAtom<string | null>;
  readonly $user: ReadableAtom<UserInfo | null>;
  /** The balance as shown: truncated to 2 decimals, '0.00' until loaded. */
  readonly $balance: ReadableAtom<string>;
  readonly $group: ReadableAtom<GroupBalance | null>;
  readonly $cartTotal: ReadableAtom<number>;
  readonly $unread: ReadableAtom<number>;
  /** GET /distribution/user: fills $user, $balance and $unread. */
  loadUser(options?: CallOptions): Promise<UserInfo>;
  /** GET /distribution/user/getGroupBalance: fills $group. */
  loadGroup(options?: CallOptions): Promise<GroupBalance>;
  /** GET /distribution/cart: fills $cartTotal from total_item_num. */
  loadCartTotal(options?: CallOptions): Promise<number>;
  /** What the workbench loads on entry: cart totals and group data (spec 2). */
  loadWorkbench(options?: CallOptions): Promise<void>;
  /** Sets the unread count, e.g. after the bell marks messages read. */
  setUnread(count: number): void;
  /** Back to the signed-out defaults; happens by itself when the token goes away. */
  reset(): void;
}

const sessions = new WeakMap<Client, Session>();

/** The one Session of a client: the portal and every widget given that client share it. */
export function getSession(client: Client): Session {
  let session = sessions.get(client);
  if (!session) {
    session = createSession(client);
    sessions.set(client, session);
  }
  return session;
}

function createSession(client: Client): Session {
  const $user = atom<UserInfo | null>(null);
  const $balance = atom('0.00');
  const $group = atom<GroupBalance | null>(null);
  const $cartTotal = atom(0);
  const $unread = atom(0);

  function reset(): void {
    $user.set(null);
    $balance.set('0.00');
    $group.set(null);
    $cartTotal.set(0);
    $unread.set(0);
  }

  client.tokenStore.$token.listen((token) => {
    if (token === null) reset();
  });

  async function loadCartTotal(options?: CallOptions): Promise<number> {
    const summary = await cart.get(client, options);
    const total = Number(summary.total_item_num);
    $cartTotal.set(Number.isFinite(total) && total > 0 ? total : 0);
    return $cartTotal.get();
  }

  async function loadGroup(options?: CallOptions): Promise<GroupBalance> {
    const group = await user.getGroupBalance(client, options);
    $group.set(group);
    return group;
  }

  return {
    $token: client.tokenStore.$token,
    $user,
    $balance,
    $group,
    $cartTotal,
    $unread,
    async loadUser(options) {
      const info = await user.getInfo(client, options);
      $user.set(info);
      $balance.set(truncateAmount(info.balance));
      $unread.set(Math.max(0, Number(info.user_unread_messages) || 0));
      return info;
    },
    loadGroup,
    loadCartTotal,
    async loadWorkbench(options) {
      await Promise.all([loadCartTotal(options), loadGroup(options)]);
    },
    setUnread(count) {
      $unread.set(Math.max(0, Math.floor(count) || 0));
    },
    reset,
  };
}
