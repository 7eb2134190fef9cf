/**
 * The operators' outboxes: codes recorded while no mail or SMS service is connected
 * (GET /admin/mailOutbox and /admin/smsOutbox, pages of these rows).
 */
export interface MailOutboxEntry {
  id: number;
  /** The recipient's address. */
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export interface SmsOutboxEntry {
  id: number;
  phone: string;
  text: string;
  created_at: string;
}
