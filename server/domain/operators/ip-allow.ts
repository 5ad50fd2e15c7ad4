import { BlockList, isIP } from 'node:net';

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
/** An IPv4 address as Node reports it on a dual-stack socket (::ffff:1.2.3.4). */
const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** Whether an entry is an IP or CIDR the allow-list understands. */
export function isAllowListEntry(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 6 ? 128 : 32;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** An empty list allows every address. */
export function ipAllowed(allowList: readonly string[], address: string): boolean {
  if (allowList.length === 0) return true;
  const ip = plain(address);
  if (!isIP(ip)) return false;
  const list = new BlockList();
  for (const entry of allowList) {
    const [base = '', bits] = entry.split('/');
    if (bits === undefined) list.addAddress(base, familyOf(base));
    else list.addSubnet(base, Number(bits), familyOf(base));
  }
  return list.check(ip, familyOf(ip));
}
