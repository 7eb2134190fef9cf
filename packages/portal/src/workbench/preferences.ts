import { preferences, type Preferences } from '@podkit/sdk-core';
import { client } from '../sdk/client.js';

/** The signed-in account's preferences, read once per session token; null when unreadable. */
let cached: { token: string | null; answer: Promise<Preferences | null> } | null = null;

export function myPreferences(): Promise<Preferences | null> {
  const token = client.tokenStore.get();
  if (!cached || cached.token !== token) {
    cached = {
      token,
      answer: preferences.get(client, { silent: true }).catch(() => null),
    };
  }
  return cached.answer;
}

/** After 偏好设置 saved them: every reader gets the new ones at once. */
export function rememberPreferences(saved: Preferences): void {
  cached = { token: client.tokenStore.get(), answer: Promise.resolve(saved) };
}
