import { BlockList, isIP } from 'node:net';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companyIpRules } from '../../db/schema/index.ts';

/** The address as Node reports it for an IPv4 client on a dual-stack socket (`::ffff:1.2.3.4`) becomes `1.2.3.4`. */
function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** Whether `ip` matches one of the entries (single addresses or CIDR ranges, v4 or v6). */
export function ipMatches(ip: string, entries: readonly string[]): boolean {
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [base, bits] = entry.trim().split('/');
    const entryFamily = isIP(base ?? '');
    if (!base || entryFamily === 0) continue;
    const type = entryFamily === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(bits), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export async function companyIpList(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ cidr: companyIpRules.cidr })
    .from(companyIpRules)
    .where(ofCompany(companyIpRules, companyId))
    .orderBy(asc(companyIpRules.position));
  return rows.map((r) => r.cidr);
}

/** No entries means no restriction. */
export async function ipAllowedFor(db: Db, companyId: string | null, ip: string): Promise<boolean> {
  if (!companyId) return true;
  const list = await companyIpList(db, companyId);
  return list.length === 0 || ipMatches(ip, list);
}
