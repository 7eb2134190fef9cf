import { Spin } from 'antd';
import { client } from '../sdk/client.js';
import { useStore } from './use-store.js';

/** Spec section 2: a loading spinner with '加载中...' while requests are under way. */
export function GlobalSpinner() {
  const pending = useStore(client.$pending);
  // The delay keeps quick requests from flashing the spinner.
  return <Spin fullscreen spinning={pending > 0} delay={400} tip="加载中..." />;
}
