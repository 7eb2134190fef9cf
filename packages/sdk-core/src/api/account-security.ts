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

/** The answer to a password change: how many other sign-ins it ended. */
export interface PasswordChanged {
  ended_sessions: number;
}

/** A password change: the current password proves it is the account's owner. */
export interface PasswordChangeInput {
  old_password: string;
  password: string;
}

/** PUT /distribution/user/password: the account's other sign-ins end; this one stays. */
export function changePassword(
  client: Client,
  body: PasswordChangeInput,
  options?: CallOptions,
): Promise<PasswordChanged> {
  return client.put('/distribution/user/password', { ...body }, options);
}

/** GET /distribution/user/sessions: the latest 20 sign-ins, newest first. */
export function signIns(client: Client, options?: CallOptions): Promise<SignInRecord[]> {
  return client.get('/distribution/user/sessions', options);
}

/** DELETE /distribution/user/sessions/{id}: 退出此设备. */
export function endSignIn(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/user/sessions/${segment(id)}`, options);
}

export interface TwoStepStatus {
  enabled: boolean;
  enabled_at: string | null;
  /** Unused recovery codes (0 while two-step is off). */
  recovery_codes_left: number;
}

/** 账户安全's summary. */
export interface SecurityOverview {
  two_step: TwoStepStatus;
  /** Masked ('138****8000'); '' when none. */
  phone: string;
  /** Masked ('li****@example.com'); '' when none. */
  email: string;
}

export interface TwoStepSetup {
  /** Base32 secret, for typing into an app that cannot scan. */
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR picture (data:image/png;base64,…). */
  qr_code: string;
}

/** The one-time recovery codes, shown once when two-step sign-in is turned on. */
export interface RecoveryCodes {
  recovery_codes: string[];
}

/** A verification code went out; it works for this many seconds. */
export interface CodeSent {
  expires_in: number;
}

/** The 6 digits the authenticator app shows. */
export interface TwoStepCodeInput {
  code: string;
}

/** Turning two-step off needs one of them: an app code or a recovery code, or the password. */
export type TwoStepProof = { code: string } | { password: string };

/** The new phone a change-of-phone code goes to. */
export interface PhoneInput {
  phone: string;
}

/** The new phone with the code it received. */
export interface PhoneChangeInput extends PhoneInput {
  code: string;
}

/** The new address a change-of-e-mail code goes to. */
export interface EmailInput {
  email: string;
}

/** The new address with the code it received. */
export interface EmailChangeInput extends EmailInput {
  code: string;
}

/** GET /distribution/user/security */
export function getOverview(client: Client, options?: CallOptions): Promise<SecurityOverview> {
  return client.get('/distribution/user/security', options);
}

/** POST /distribution/user/twoStep/setup: a new secret for the authenticator app. */
export function setupTwoStep(client: Client, options?: CallOptions): Promise<TwoStepSetup> {
  return client.post('/distribution/user/twoStep/setup', undefined, options);
}

/** POST /distribution/user/twoStep/enable: the app's code turns it on; the recovery codes come once. */
export function enableTwoStep(
  client: Client,
  body: TwoStepCodeInput,
  options?: CallOptions,
): Promise<RecoveryCodes> {
  return client.post('/distribution/user/twoStep/enable', { ...body }, options);
}

/** POST /distribution/user/twoStep/disable with an app code, a recovery code or the password. */
export function disableTwoStep(
  client: Client,
  body: TwoStepProof,
  options?: CallOptions,
): Promise<SecurityOverview> {
  return client.post('/distribution/user/twoStep/disable', { ...body }, options);
}

/** POST /distribution/user/phone/code: an SMS code to the new phone. */
export function sendPhoneChangeCode(
  client: Client,
  body: PhoneInput,
  options?: CallOptions,
): Promise<CodeSent> {
  return client.post('/distribution/user/phone/code', { ...body }, options);
}

/** PUT /distribution/user/phone with the code the new phone received. */
export function changePhone(
  client: Client,
  body: PhoneChangeInput,
  options?: CallOptions,
): Promise<SecurityOverview> {
  return client.put('/distribution/user/phone', { ...body }, options);
}

/** POST /distribution/user/email/code: a code mailed to the new address. */
export function sendEmailChangeCode(
  client: Client,
  body: EmailInput,
  options?: CallOptions,
): Promise<CodeSent> {
  return client.post('/distribution/user/email/code', { ...body }, options);
}

/** PUT /distribution/user/email with the code the new address received. */
export function changeEmail(
  client: Client,
  body: EmailChangeInput,
  options?: CallOptions,
): Promise<SecurityOverview> {
  return client.put('/distribution/user/email', { ...body }, options);
}
