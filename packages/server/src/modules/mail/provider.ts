import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { mailOutbox } from './schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text body. */
  text: string;
}

/** Sends one e-mail. An SMTP relay or a mail API (SES, Aliyun DirectMail, …) implements this call. */
export interface MailProvider {
  send(siteId: number, message: MailMessage): Promise<void>;
}

/**
 * The default provider: no mail server, the message goes to the server log and to the
 * `mail_outbox` table, where an operator reads it (GET /admin/mailOutbox).
 */
export class OutboxMailProvider implements MailProvider {
  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(siteId: number, message: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({
      siteId,
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      createdAt: this.now(),
    });
    this.log.info(
      { siteId, to: message.to, subject: message.subject },
      'E-mail written to mail_outbox (no mail provider configured)',
    );
  }
}

/** The provider the server sends with. A real one, once configured, is chosen here. */
export function createMailProvider(db: Db, log: Pick<FastifyBaseLogger, 'info'>): MailProvider {
  return new OutboxMailProvider(db, log);
}

/** A verification code e-mail, signed with the site's name. */
export function verificationMail(
  siteName: string,
  to: string,
  code: string,
  validMinutes: number,
): MailMessage {
  return {
    to,
    subject: `【${siteName}】邮箱验证码`,
    text: `您正在将此邮箱绑定到${siteName}账号，验证码为 ${code}，${validMinutes} 分钟内有效。如非本人操作，请忽略本邮件。`,
  };
}
