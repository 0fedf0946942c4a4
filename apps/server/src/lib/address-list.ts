import { BlockList, isIP } from 'node:net';

/** One entry of an address list: an address with its prefix length (32 or 128 for a single address). */
export interface AddressRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

const familyOf = (address: string): AddressRange['family'] | undefined => {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
};

/**
 * A comma-separated list of IP addresses and CIDR ranges (`127.0.0.1, ::1, 10.0.0.0/8, fd00::/8`) as
 * ranges; an entry that is neither is named in `invalid`. Zone ids (`fe80::1%eth0`) are refused: a
 * request's address never carries one.
 */
export function parseAddressList(text: string): { ranges: AddressRange[]; invalid: string[] } {
  const ranges: AddressRange[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(',').map((s) => s.trim())) {
    if (!entry) continue;
    const [address = '', prefixText, ...rest] = entry.split('/');
    const family = address.includes('%') ? undefined : familyOf(address);
    const max = family === 'ipv4' ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!family || rest.length > 0 || !(prefix >= 0 && prefix <= max)) {
      invalid.push(entry);
      continue;
    }
    ranges.push({ address, prefix, family });
  }
  return { ranges, invalid };
}

/**
 * Whether an address (a request's `ip`) falls in one of the ranges. An IPv4 address written as IPv6
 * (`::ffff:127.0.0.1`, what a server listening on `::` sees of an IPv4 client) is matched as IPv4.
 */
export function addressMatcher(ranges: readonly AddressRange[]): (ip: string | undefined) => boolean {
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
  return (ip) => {
    if (!ip) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    const address = mapped ?? ip;
    const family = familyOf(address);
    if (!family) return false;
    try {
      return list.check(address, family);
    } catch {
      return false;
    }
  };
}
