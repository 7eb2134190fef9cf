import { atom } from 'nanostores';
import {
  isApiError,
  user,
  type GroupBalance,
  type MenuEntry,
  type UserInfo,
} from '@podkit/sdk-core';
import { client } from '../sdk/client.js';

export interface WorkbenchSession {
  info: UserInfo;
  group: GroupBalance;
  menu: MenuEntry[];
}

/** Who is signed in and what they may open; null until loaded. */
export const $workbench = atom<WorkbenchSession | null>(null);

/**
 * Whether a failed workbench load ends the session: only when the server answered with a failure
 * (an HTTP error, a business error, 401, 403). A call that got no answer (the page navigated away
 * and the browser cancelled it, or the network is down) says nothing about the session.
 */
export function failureEndsSession(error: unknown): boolean {
  return !(isApiError(error) && error.status === 0);
}

/**
 * Loads user info, group data and the server menu (spec section 4). If the server refuses user
 * info or the menu, the session ends (token cleared, page reloaded); the promise rejects either way.
 */
export async function loadWorkbench(): Promise<WorkbenchSession> {
  try {
    const [info, group, permissions] = await Promise.all([
      user.getInfo(client),
      user.getGroupBalance(client),
      user.getPermissions(client),
    ]);
    const session = { info, group, menu: permissions.menus };
    $workbench.set(session);
    return session;
  } catch (error) {
    if (failureEndsSession(error)) client.endSession();
    throw error;
  }
}

/** Re-reads user info and group data (after a change of balance or level). */
export async function refreshAccount(): Promise<void> {
  const current = $workbench.get();
  if (!current) return;
  const [info, group] = await Promise.all([
    user.getInfo(client, { silent: true }),
    user.getGroupBalance(client, { silent: true }),
  ]);
  $workbench.set({ ...current, info, group });
}
