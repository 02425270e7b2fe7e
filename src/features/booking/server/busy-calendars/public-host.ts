import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';

/**
 * Whether a feed's host may be read: only a public address (issue 45, item 5). A feed URL names
 * whatever its writer likes; without this, the service would fetch from its own machine, the
 * compose network, the cloud's metadata address (169.254.169.254) or the office's private range,
 * and report in health whether each answered. Every address the name resolves to must be public;
 * loopback is allowed only when BOOKING_BUSY_ALLOW_LOOPBACK=1 (tests, a calendar served beside a
 * development service), never a private or link-local one.
 *
 * The ranges are IANA's special-purpose registries (RFC 6890 and its updates): not routable on the
 * internet, or reserved.
 */
const special = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  special.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  special.addSubnet(prefix, bits, 'ipv6');

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return { address: mapped, family: 'ipv4' };
  return { address, family: net.isIPv4(address) ? 'ipv4' : 'ipv6' };
}

/** What kind of address this is, for a feed. */
export function addressKind(address: string): 'public' | 'loopback' | 'not public' {
  const { address: bare, family } = plain(address);
  if (loopback.check(bare, family)) return 'loopback';
  return special.check(bare, family) ? 'not public' : 'public';
}

export type Lookup = (hostname: string) => Promise<string[]>;

const systemLookup: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Throws an error fit for health when `hostname` is, or resolves to, an address a feed may not be read from. */
export async function checkFeedHost(
  hostname: string,
  allowLoopback: boolean,
  lookup: Lookup = systemLookup,
): Promise<void> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(bare) ? [bare] : await lookup(bare);
  for (const address of addresses) {
    const kind = addressKind(address);
    if (kind === 'public' || (kind === 'loopback' && allowLoopback)) continue;
    throw new Error(
      kind === 'loopback'
        ? 'the host is this machine (loopback), which BOOKING_BUSY_ALLOW_LOOPBACK does not allow'
        : 'the host is not a public address (private, link-local or reserved)',
    );
  }
}
