/** What a gateway needs to start a payment. */
export interface PaymentRequest {
  /** Our merchant order number, unique (the recharge number). */
  outTradeNo: string;
  amountCents: number;
  subject: string;
  /** Where the gateway posts the asynchronous notification. */
  notifyUrl: string;
  /** Where the gateway sends the browser back. */
  returnUrl: string;
}

/** A verified notification: the gateway says this trade is paid (or not yet / closed). */
export interface PaymentNotification {
  outTradeNo: string;
  /** The gateway's own trade number. */
  tradeNo: string;
  amountCents: number;
  paid: boolean;
  /** The trade was closed unpaid (timed out or cancelled). */
  closed: boolean;
}

/**
 * An online payment gateway. `verifyNotification` answers null for anything not proven to come
 * from the gateway for this merchant (bad signature, other app): such a request changes nothing.
 */
export interface OnlinePaymentProvider {
  readonly method: 'alipay';
  /** The URL of the gateway's payment page for the browser to open. */
  createPaymentUrl(request: PaymentRequest): string;
  verifyNotification(params: Record<string, string>): PaymentNotification | null;
  /** What the gateway expects as the body of the answer to a notification it may stop resending. */
  readonly acknowledgement: string;
}
