import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, for limits that one machine cannot dodge by changing
 * its address: an IPv4 address's /24, an IPv6 address's /48. A /48 is what a tunnel broker or a
 * hosting provider hands one customer (a home line gets a /56 or /64 out of it, a virtual server a
 * /64), so a bot that walks through its own IPv6 addresses stays in one network; a /56 would give
 * such a bot 256 networks. Counted over unconfirmed holds only, a network shared by neighbours
 * (a carrier's NAT, an ISP's /48) costs a real visitor at most a short wait.
 */
export const networkPrefix = { v4: 24, v6: 48 } as const;

/**
 * The wider network a client's network belongs to: an IPv4 address's /16, an IPv6 address's /32.
 * A /32 is the smallest block a regional registry allocates an internet provider (APNIC's
 * policy APNIC-089, "IPv6 address allocation and assignment policy": "IPv6 minimum allocation
 * size to LIRs is defined as /32", as APNIC's proposal prop-111 quotes it,
 * https://mailman.apnic.net/mailing-lists/sig-policy/archive/2014/02/msg00045.html; RIPE's and
 * ARIN's policies began as the same joint text), and a /16 holds 256 /24s: a host rents
 * /24s out of a few such blocks, so a bot that rents many /24s from one place gets few /16s, and
 * each more /16 it needs is another provider's block (or a far larger rental). It is the one signal a bot
 * cannot multiply as cheaply as /24s. Many real visitors share one (a provider's customers, a
 * carrier's NAT), so it may only bound a scarce share (the booking diary's first working days),
 * never refuse a visitor everything.
 */
export const widePrefix = { v4: 16, v6: 32 } as const;

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) as the IPv4 address it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** An IPv6 address as its eight groups (numbers), `::` expanded; undefined when it is not one. */
export function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text = text.slice(0, -v4.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side ? side.split(':').map((group) => parseInt(group, 16)) : []);
  const [left, right] = [part(head), part(tail ?? '')];
  const fill = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

const v6Text = (groups: readonly number[], prefix: number) =>
  `${groups
    .slice(0, prefix / 16)
    .map((group) => group.toString(16))
    .join(':')}::/${prefix}`;

/** The block of `prefix` (a whole number of octets or groups) that `address` is in, as text; the address itself when it is neither. */
function blockOf(address: string, prefix: { readonly v4: number; readonly v6: number }): string {
  const plain = plainAddress(address);
  if (isIPv4(plain)) {
    const octets = plain.split('.').slice(0, prefix.v4 / 8);
    return `${[...octets, ...new Array<string>(4 - octets.length).fill('0')].join('.')}/${prefix.v4}`;
  }
  const groups = ipv6Groups(plain);
  return groups ? v6Text(groups, prefix.v6) : plain;
}

/** The client's network as text (`192.0.2.0/24`, `2001:db8:1::/48`); the address itself when it is neither. */
export const clientNetwork = (address: string): string => blockOf(address, networkPrefix);

/** The client's wider network (`widePrefix`) as text (`192.0.0.0/16`, `2001:db8::/32`); the address itself when it is neither. */
export const wideNetwork = (address: string): string => blockOf(address, widePrefix);

/**
 * The networks (as clientNetwork writes them) inside a range given as `address/prefix`, or the one
 * address when the prefix is a whole address (/32, /128): what a command that clears a network's
 * bookings matches. A range wider than /16 (IPv4) or /32 (IPv6), or between a network and a whole
 * address, is refused with why: its networks would be too many to list, or an address's network is
 * all that is kept.
 */
export function networksIn(range: string): { networks: string[] } | { address: string } | { error: string } {
  const [address = '', prefixText] = range.trim().split('/');
  const plain = plainAddress(address);
  const v4 = isIPv4(plain);
  const groups = v4 ? undefined : ipv6Groups(plain);
  if (!v4 && !groups) return { error: `"${address}" is not an IPv4 or IPv6 address.` };
  const bits = v4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits) return { error: `"/${prefixText}" is not a prefix.` };
  if (prefix === bits) return { address: plain };
  const [network, widest] = v4 ? [networkPrefix.v4, 16] : [networkPrefix.v6, 32];
  if (prefix > network || prefix < widest)
    return {
      error: `Give a range from /${widest} to /${network} (each ${v4 ? 'IPv4' : 'IPv6'} network is a /${network}), or one address (/${bits}).`,
    };
  const count = 2 ** (network - prefix);
  const networks: string[] = [];
  if (v4) {
    const [a = 0, b = 0, c = 0] = plain.split('.').map(Number);
    const first = ((a << 16) | (b << 8) | c) & ~(count - 1);
    for (let n = first; n < first + count; n += 1)
      networks.push(`${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}.0/${network}`);
  } else if (groups) {
    // The /48's third group holds the bits between /32 and /48.
    const base = (groups[2] ?? 0) & ~(count - 1) & 0xffff;
    for (let n = base; n < base + count; n += 1) networks.push(v6Text([groups[0] ?? 0, groups[1] ?? 0, n], network));
  }
  return { networks };
}
