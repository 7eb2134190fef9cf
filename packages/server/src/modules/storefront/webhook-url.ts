import { lookup } from 'node:dns/promises';
import { invalid } from '../../http/envelope.js';
import { isPublicAddress, privateFetchAllowed } from '../materials/index.js';

/**
 * The store front's webhook URL as typed. PodKit POSTs to it, so it must be https on public
 * addresses (ALLOW_PRIVATE_FETCH=1 lets tests and local store fronts use http on loopback).
 */
export async function checkWebhookUrl(input: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw invalid('Webhook 地址格式不正确，例如 https://shop.example.com/podkit/webhook');
  }
  if (url.username || url.password) throw invalid('Webhook 地址不能包含用户名或密码');
  if (privateFetchAllowed()) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw invalid('Webhook 地址必须以 https:// 开头');
    return url.toString();
  }
  if (url.protocol !== 'https:') throw invalid('Webhook 地址必须以 https:// 开头');
  const addresses = await lookup(url.hostname, { all: true }).catch(() => []);
  if (addresses.length === 0) throw invalid('无法解析 Webhook 地址的域名');
  if (addresses.some((a) => !isPublicAddress(a.address)))
    throw invalid('Webhook 地址必须是公网地址');
  return url.toString();
}
