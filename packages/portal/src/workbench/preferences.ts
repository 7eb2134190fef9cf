import { useEffect, useState } from 'react';
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

/**
 * A default of 偏好设置 (a store, a packaging template), chosen once through `choose` when it is
 * among the choices offered (`offered`: null while they load) and nothing was chosen yet.
 */
export function usePreferred(
  field: 'default_store_id' | 'default_bottom_template_id',
  offered: readonly number[] | null,
  untouched: boolean,
  choose: (id: number) => void,
): void {
  const [done, setDone] = useState(false);
  const key = offered?.join(',') ?? null;
  useEffect(() => {
    if (done || key === null) return;
    let live = true;
    void myPreferences().then((preferred) => {
      if (!live) return;
      setDone(true);
      const id = preferred?.[field];
      if (untouched && id && key.split(',').includes(String(id))) choose(id);
    });
    return () => {
      live = false;
    };
  }, [field, key, done, untouched, choose]);
}
