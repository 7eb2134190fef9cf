import type { NoticeKind, Notifier } from './notifier';

export interface NotifiedMessage {
  kind: NoticeKind;
  text: string;
  durationSeconds: number;
}

export interface NotifiedNotification {
  kind: NoticeKind;
  title: string;
  description: string;
}

/** A notifier that remembers what it was asked to show, for tests and headless hosts. */
export interface MemoryNotifier extends Notifier {
  /** Every message in the order shown. */
  readonly messages: readonly NotifiedMessage[];
  /** Every notification in the order shown. */
  readonly notifications: readonly NotifiedNotification[];
  /** The message on screen: like the hosts, one at a time, so a new one replaces it. */
  readonly current: NotifiedMessage | null;
  clear(): void;
}

export function createMemoryNotifier(): MemoryNotifier {
  const messages: NotifiedMessage[] = [];
  const notifications: NotifiedNotification[] = [];
  let current: NotifiedMessage | null = null;
  return {
    messages,
    notifications,
    get current() {
      return current;
    },
    message(kind, text, durationSeconds) {
      current = { kind, text, durationSeconds };
      messages.push(current);
    },
    notification(kind, title, description) {
      notifications.push({ kind, title, description });
    },
    clear() {
      messages.length = 0;
      notifications.length = 0;
      current = null;
    },
  };
}
