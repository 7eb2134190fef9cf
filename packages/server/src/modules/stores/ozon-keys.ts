import type { StorePlatformsConfig } from '../../config.js';
import { invalid } from '../../http/envelope.js';
import { PlatformAuthRejected } from './connectors/connector.js';
import { connectorFor } from './platforms.js';

export interface OzonKeys {
  clientId: string;
  apiKey: string;
}

/** What the reseller typed, trimmed; Ozon's Client-Id is a number. */
export function ozonKeysOf(clientId: string, apiKey: string): OzonKeys {
  const keys = { clientId: clientId.trim(), apiKey: apiKey.trim() };
  if (!/^\d{1,20}$/.test(keys.clientId))
    throw invalid('Client-Id 格式不正确：应为 Ozon 卖家后台「设置 → API 密钥」中显示的数字');
  if (keys.apiKey.length < 8) throw invalid('Api-Key 格式不正确，请从 Ozon 卖家后台完整复制');
  return keys;
}

/** Reads one page of FBS postings with the keys before the store is saved: wrong keys say so. */
export async function checkOzonKeys(config: StorePlatformsConfig, keys: OzonKeys): Promise<void> {
  try {
    await connectorFor(14, config).listOrders(
      { shopDomain: keys.clientId, credentials: keys },
      new Date(),
      null,
    );
  } catch (error) {
    if (error instanceof PlatformAuthRejected)
      throw invalid('Ozon 拒绝了该 Client-Id 与 Api-Key，请核对后重新填写（Api-Key 需有订单权限）');
    throw invalid(
      `无法使用该密钥读取 Ozon 货件：${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
