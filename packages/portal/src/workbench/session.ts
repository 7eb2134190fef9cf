import { atom } from 'nanostores';
import { user, type GroupBalance, type MenuEntry, type UserInfo } from '@podkit/sdk-core';
import { client } from '../sdk/client.js';

export interface WorkbenchSession {
  info: UserInfo;
  group: GroupBalance;
  menu: MenuEntry[];
}

/** Who is signed in and what they may open; null until loaded. */
export const $workbench = atom<WorkbenchSession | null>(null);

/**
 * Loads user info, group data and the server menu (spec section 4). If user info or the menu
 * cannot be read, the session ends (token cleared, page reloaded) and the promise rejects.
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
    client.endSession();
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
