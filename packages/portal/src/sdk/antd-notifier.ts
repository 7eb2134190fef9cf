import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { Notifier } from '@podkit/sdk-core';

/**
 * The portal's Notifier: antd message and notification, bound once the App component has
 * mounted (so toasts follow the theme). One message at a time, 300 px from the top (spec 8).
 */
export function createAntdNotifier() {
  let messageApi: MessageInstance | null = null;
  let notificationApi: NotificationInstance | null = null;
  const notifier: Notifier = {
    message(kind, text, durationSeconds) {
      messageApi?.destroy();
      messageApi?.open({ type: kind, content: text, duration: durationSeconds });
    },
    notification(kind, title, description) {
      notificationApi?.open({ type: kind, title, description });
    },
  };
  return {
    notifier,
    bind(message: MessageInstance, notification: NotificationInstance) {
      messageApi = message;
      notificationApi = notification;
    },
  };
}

export const messageConfig = { top: 300, maxCount: 1 } as const;
