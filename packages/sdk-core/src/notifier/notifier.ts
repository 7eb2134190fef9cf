export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

/**
 * How the client reaches people. Each host implements it (antd message/notification in the
 * portal, a small toast inside widgets); the host keeps one message on screen at a time.
 */
export interface Notifier {
  /** A short toast shown for `durationSeconds`. */
  message(kind: NoticeKind, text: string, durationSeconds: number): void;
  /** A titled notification with a description. */
  notification(kind: NoticeKind, title: string, description: string): void;
}
