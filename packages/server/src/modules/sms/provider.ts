import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { smsOutbox } from './schema.js';

/** Sends one text message. A gateway (Aliyun, Tencent Cloud, …) implements this one call. */
export interface SmsProvider {
  send(siteId: number, phone: string, text: string): Promise<void>;
}

/**
 * The default provider: no gateway, the text goes to the server log and to the `sms_outbox`
 * table, where an operator reads it (GET /admin/smsOutbox).
 */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(siteId: number, phone: string, text: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ siteId, phone, text, createdAt: this.now() });
    this.log.info(
      { siteId, phone, sms: text },
      'SMS written to sms_outbox (no SMS gateway configured)',
    );
  }
}

/** The provider the server sends with. A gateway, once configured, is chosen here. */
export function createSmsProvider(db: Db, log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return new OutboxSmsProvider(db, log);
}

/** The text of a verification code message, signed with the site's name. */
export function verificationCodeText(siteName: string, code: string, validMinutes: number): string {
  return `【${siteName}】您的验证码为 ${code}，${validMinutes} 分钟内有效。`;
}
