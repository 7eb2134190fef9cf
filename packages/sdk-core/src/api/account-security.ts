import type { CallOptions, Client } from '../client/client';
import { segment, type Id } from './shared';

/** One sign-in of the account (账户安全's login history). */
export interface SignInRecord {
  id: number;
  ip: string;
  user_agent: string;
  created_at: string;
  expires_at: string;
  /** active: still signed in; ended: signed out, replaced or expired. */
  status: 'active' | 'ended';
  /** The sign-in this client uses. */
  current: boolean;
}

/** PUT /distribution/user/password: the account's other sign-ins end; this one stays. */
export function changePassword(
  client: Client,
  body: { old_password: string; password: string },
  options?: CallOptions,
): Promise<{ ended_sessions: number }> {
  return client.put('/distribution/user/password', body, options);
}

/** GET /distribution/user/sessions: the latest 20 sign-ins, newest first. */
export function signIns(client: Client, options?: CallOptions): Promise<SignInRecord[]> {
  return client.get('/distribution/user/sessions', options);
}

/** DELETE /distribution/user/sessions/{id}: 退出此设备. */
export function endSignIn(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/user/sessions/${segment(id)}`, options);
}
