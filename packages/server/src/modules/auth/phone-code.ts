import type { Db } from '../../db/client.js';
import { verificationCodeText, type SmsProvider } from '../sms/index.js';
import { phoneCodes, type PhoneCodeScene } from './schema.js';
import { consumeCode, sendCode } from './verification-code.js';

export interface PhoneCodeRequest {
  site: { id: number; name: string };
  phone: string;
  scene: PhoneCodeScene;
}

/** Creates a 6-digit code, texts it, and returns its lifetime in seconds. */
export async function sendPhoneCode(
  deps: { db: Db; sms: SmsProvider; now: Date },
  { site, phone, scene }: PhoneCodeRequest,
): Promise<{ expiresIn: number }> {
  return sendCode(
    deps.db,
    phoneCodes,
    { siteId: site.id, address: phone, scene },
    deps.now,
    (code, minutes) =>
      deps.sms.send(site.id, phone, verificationCodeText(site.name, code, minutes)),
  );
}

/**
 * Uses up the phone's current code when `code` matches it; otherwise counts a failed try and
 * throws a status 422 error that says what is wrong.
 */
export async function consumePhoneCode(
  db: Db,
  input: { siteId: number; phone: string; scene: PhoneCodeScene; code: string; now: Date },
): Promise<void> {
  const { phone, ...rest } = input;
  await consumeCode(db, phoneCodes, { ...rest, address: phone });
}
