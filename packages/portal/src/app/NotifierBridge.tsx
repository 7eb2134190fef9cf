import { App } from 'antd';
import { useEffect } from 'react';
import { antdNotifier } from '../sdk/client.js';

/** Hands the themed antd message/notification instances to the sdk-core notifier. */
export function NotifierBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => antdNotifier.bind(message, notification), [message, notification]);
  return null;
}
