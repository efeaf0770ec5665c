import { isIPv4, isIPv6 } from 'node:net';

/** A port a proxy may append to the address it forwards: `[2001:db8::1]:443`, `203.0.113.7:51000`. */
const BRACKETED = /^\[([^\]]+)\](?::\d+)?$/;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/;
const DOTTED_TAIL = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * The key of a visitor's per-address budgets (rate-limits.ts makes every per-address key with it).
 * An IPv6 visitor holds a whole /64 (privacy addresses: a new one whenever they like), so the /64 is
 * the visitor; an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a dual-stack socket reports
 * for an IPv4 client) is that IPv4 address. Anything that is not an address keeps a key of its own
 * (its first 100 characters).
 */
export function addressKey(address: string): string {
  const raw = address.trim();
  let ip = BRACKETED.exec(raw)?.[1] ?? IPV4_WITH_PORT.exec(raw)?.[1] ?? raw;
  ip = ip.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) names the server's interface, not the visitor
  if (isIPv4(ip)) return ip;
  // A proxy can forward anything in X-Forwarded-For: bounded, so it fits the key column (varchar 255).
  if (!isIPv6(ip)) return raw.slice(0, 100) || 'unknown';
  const groups = ipv6Groups(ip.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (compressed or full, with or without a dotted IPv4 tail). */
function ipv6Groups(ip: string): number[] {
  const tail = DOTTED_TAIL.exec(ip);
  const hex = tail
    ? `${ip.slice(0, tail.index)}${((Number(tail[1]) << 8) | Number(tail[2])).toString(16)}:${((Number(tail[3]) << 8) | Number(tail[4])).toString(16)}`
    : ip;
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, rest] = hex.split('::');
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
