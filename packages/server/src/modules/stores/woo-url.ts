import { lookup } from 'node:dns/promises';
import { invalid } from '../../http/envelope.js';
import { isPublicAddress } from '../materials/index.js';
import { privateFetchAllowed } from '../materials/index.js';

/**
 * The WordPress site a reseller typed, normalised to its origin and path. The server calls it, so
 * it must resolve to public addresses only (ALLOW_PRIVATE_FETCH=1 lifts that for local stores).
 */
export async function checkWooStoreUrl(input: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw invalid('店铺地址格式不正确，例如 https://shop.example.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw invalid('店铺地址必须以 http:// 或 https:// 开头');
  if (url.username || url.password) throw invalid('店铺地址不能包含用户名或密码');
  if (!privateFetchAllowed()) {
    const addresses = await lookup(url.hostname, { all: true }).catch(() => []);
    if (addresses.length === 0) throw invalid('无法解析店铺地址的域名');
    if (addresses.some((a) => !isPublicAddress(a.address))) throw invalid('店铺地址必须是公网地址');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
