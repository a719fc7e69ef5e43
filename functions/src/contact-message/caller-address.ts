import { isIP } from 'node:net';

/** The parts of the HTTP request the address is read from. */
interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
}

/**
 * How many addresses are appended to X-Forwarded-For after the caller's own. A callable function
 * is reached at its own URL (how the Firebase SDK calls it), and Cloud Run's front end then
 * appends the address it saw last, after whatever the caller sent:
 *
 *   X-Forwarded-For: <anything the caller wrote>, <caller's address>
 *
 * so the caller's address is the last entry and everything before it is the caller's own
 * invention: a caller can add entries on the left, never remove the appended one. Behind an
 * external load balancer, which appends its own address too, set CONTACT_PROXY_HOPS
 * (functions/src/config.ts) to the number of entries appended after the caller's address (1);
 * docs/security.md says how to check it against a real request.
 */
export const DIRECT_CALL_APPENDED_HOPS = 0;

/** '[2001:db8::1]:443' and '203.0.113.9:5060' as plain addresses; zone ids dropped. */
function plainAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  const address = bracketed?.[1] ?? withPort?.[1] ?? entry;
  return address.replace(/%.*$/, '').toLowerCase();
}

/**
 * The caller's address: the entry `appendedHops` from the end of X-Forwarded-For (the first
 * entry when the header is shorter, which the front end never sends); without the header (the
 * emulators, a direct connection), the socket's address.
 */
export function callerAddress(request: RequestLike, appendedHops = DIRECT_CALL_APPENDED_HOPS): string {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const entry = forwarded.length ? forwarded[Math.max(0, forwarded.length - 1 - appendedHops)] : undefined;
  return plainAddress(entry ?? request.ip ?? 'unknown');
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

const hex = (groups: number[]) => groups.map((g) => g.toString(16)).join(':');

/**
 * Who a caller is for the rate limit, widest last: an IPv4 address is one subscriber; an IPv6
 * subscriber is given at least a /64 (often a /56 or a /48) and picks any address in it, so
 * IPv6 callers are counted by their /64 and, for the whole site a subscriber may hold, their
 * /48. IPv4-mapped IPv6 addresses count as the IPv4 address they carry.
 */
export function callerGroups(address: string): { subscriber: string; network?: string } {
  const plain = plainAddress(address);
  const version = isIP(plain);
  if (version === 4) return { subscriber: `ipv4 ${plain}` };
  if (version === 6) {
    const groups = ipv6Groups(plain);
    const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
    if (mapped) {
      const [hi = 0, lo = 0] = groups.slice(6);
      return { subscriber: `ipv4 ${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}` };
    }
    return {
      subscriber: `ipv6 ${hex(groups.slice(0, 4))}::/64`,
      network: `ipv6 ${hex(groups.slice(0, 3))}::/48`,
    };
  }
  // Not an address (a misconfigured proxy): still counted, as itself.
  return { subscriber: `other ${plain.slice(0, 100)}` };
}
