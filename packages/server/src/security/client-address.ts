import { isIPv4, isIPv6 } from 'node:net';

/** Parses an IPv6 address (zone dropped, embedded IPv4 allowed) into its eight 16-bit groups. */
function ipv6Groups(address: string): number[] | null {
  const text = address.split('%')[0] ?? '';
  if (!isIPv6(text)) return null;
  let head = text;
  const tail: number[] = [];
  // An IPv4 address in the last 32 bits (::ffff:192.0.2.1, 64:ff9b::192.0.2.1).
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] && dotted[2]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[2].split('.').map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    head = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [left = '', right] = head.split('::');
  const before = parse(left);
  const after = [...(right === undefined ? [] : parse(right)), ...tail];
  if (right === undefined) return [...before, ...after];
  const zeros = 8 - before.length - after.length;
  return [...before, ...Array.from({ length: zeros }, () => 0), ...after];
}

/**
 * The key a per-IP limit counts a client under (issue 37, item 5). An IPv4 address is its own
 * key. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket reports for
 * an IPv4 client) is the IPv4 address. Any other IPv6 address counts by its /64: one
 * subscriber is given a whole /64 and picks addresses in it at will, so counting each address
 * apart would give them 2^64 budgets.
 */
export function clientLimitKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups || groups.length !== 8) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const high = groups[6] ?? 0;
    const low = groups[7] ?? 0;
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
