import { createClient, createTokenStore } from '@podkit/sdk-core';
import { createAntdNotifier } from './antd-notifier.js';

export const antdNotifier = createAntdNotifier();
export const tokenStore = createTokenStore();
export const client = createClient({ tokenStore, notifier: antdNotifier.notifier });
