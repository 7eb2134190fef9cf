import { Resolver } from 'node:dns/promises';
import { AppError } from '../../http/envelope.js';

/** Looks up a name's TXT records, each record's strings joined (RFC 7208 style). */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[]>;
}

/** Codes node:dns answers for a name that exists without TXT records or does not exist. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

/** A resolver over node:dns: the given servers (ip or ip:port), or the system's when none. */
export function dnsTxtResolver(servers: string[]): TxtResolver {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return {
    async resolveTxt(name) {
      try {
        const records = await resolver.resolveTxt(name);
        return records.map((chunks) => chunks.join(''));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (NO_RECORD.has(code)) return [];
        throw new AppError(502, `查询 ${name} 的 DNS 记录失败（${code || '无应答'}），请稍后再试`);
      }
    },
  };
}

/** Where the owner puts the TXT record, and what it must say. */
export const TXT_PREFIX = '_podkit-verify';
export const txtRecordName = (host: string) => `${TXT_PREFIX}.${host}`;
export const txtRecordValue = (token: string) => `podkit-site-verification=${token}`;
