import { ApiError, type ApiErrorKind } from '../errors/api-error';
import type { Notifier } from '../notifier/notifier';
import { isEnvelope, type ApiEnvelope } from './envelope';

/** The texts of the error catalogue (spec 8), word for word. */
export const CATALOGUE_TEXT = {
  networkError: '网络错误',
  syncOrder: '操作成功，订单同步中，数量较多时可能会有几分钟的传输延迟，请耐心等候。',
  forbiddenTitle: 'Forbidden',
  unauthorizedTitle: 'Unauthorized',
  unauthorizedDescription: 'Authorization verification failed',
  /** Shown for a failed status_code whose msg is blank (the spec is silent on that case). */
  businessFallback: '操作失败',
} as const;

/** After a 401 that ends the session, the page reloads after this delay (spec 8). */
export const LOGOUT_RELOAD_DELAY_MS = 1500;

/** Seconds a business error toast stays (the spec gives none; antd's default message duration). */
export const ERROR_TOAST_SECONDS = 3;

const SYNC_ORDER_PATH = '/order/syncOrder';

/** One finished HTTP exchange, as the catalogue sees it. */
export interface Exchange {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

export interface SettleContext {
  notifier: Notifier;
  /** Mute the notifier for this call; the outcome (resolve, reject, session end) is unchanged. */
  silent: boolean;
  /**
   * Called on HTTP 401 unless the result says isLogin. When absent, 401 and 403 are not
   * about our session (an upload host) and count as any other HTTP error.
   */
  onUnauthorized?: () => void;
}

/** Applies the error catalogue of spec 8 to one exchange: returns the envelope or throws ApiError. */
export function settleExchange<T>(exchange: Exchange, context: SettleContext): ApiEnvelope<T> {
  const { status, body } = exchange;
  const envelope = isEnvelope(body) ? body : null;
  const notifier = context.silent ? null : context.notifier;
  const fail = (kind: ApiErrorKind, msg: string) =>
    new ApiError({
      kind,
      msg,
      status,
      status_code: envelope?.status_code ?? null,
      data: envelope?.data ?? null,
      method: exchange.method,
      url: exchange.url,
    });

  if (context.onUnauthorized && status === 403) {
    const serverMsg = messageOf(envelope);
    notifier?.notification('error', CATALOGUE_TEXT.forbiddenTitle, serverMsg);
    throw fail('forbidden', serverMsg || CATALOGUE_TEXT.forbiddenTitle);
  }

  if (context.onUnauthorized && status === 401) {
    if (!saysIsLogin(body)) {
      notifier?.notification(
        'error',
        CATALOGUE_TEXT.unauthorizedTitle,
        CATALOGUE_TEXT.unauthorizedDescription,
      );
      context.onUnauthorized();
    }
    throw fail('unauthorized', messageOf(envelope) || CATALOGUE_TEXT.unauthorizedDescription);
  }

  if (status !== 200 || !envelope) {
    notifier?.message('error', CATALOGUE_TEXT.networkError, 1);
    throw fail('network', CATALOGUE_TEXT.networkError);
  }

  if (envelope.status_code !== 200) {
    const msg = messageOf(envelope) || CATALOGUE_TEXT.businessFallback;
    notifier?.message('error', msg, ERROR_TOAST_SECONDS);
    throw fail('business', msg);
  }

  if (exchange.url.includes(SYNC_ORDER_PATH)) {
    notifier?.message('success', CATALOGUE_TEXT.syncOrder, 2);
  } else if (
    (exchange.method === 'POST' || exchange.method === 'PUT') &&
    messageOf(envelope) !== ''
  ) {
    notifier?.message('success', envelope.msg, toastSeconds(envelope.time));
  }
  return envelope as ApiEnvelope<T>;
}

function messageOf(envelope: ApiEnvelope<unknown> | null): string {
  return typeof envelope?.msg === 'string' ? envelope.msg.trim() : '';
}

function toastSeconds(time: unknown): number {
  return typeof time === 'number' && Number.isFinite(time) && time > 0 ? time : 1;
}

/** "Unless the result says isLogin" (spec 8): on the body or on its data. */
function saysIsLogin(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  if ('isLogin' in body && body.isLogin) return true;
  const data = 'data' in body ? body.data : null;
  return typeof data === 'object' && data !== null && 'isLogin' in data && Boolean(data.isLogin);
}
