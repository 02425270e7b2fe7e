import net from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { plainAddress } from '../../../../server/platform/forms/client-network';

/**
 * The networks the desk answers, from DESK_NETWORKS: addresses or CIDR ranges (IPv4 or IPv6),
 * comma- or space-separated, e.g. `10.0.0.0/8, 192.0.2.0/24, ::1/128`. Unset or empty: undefined,
 * the desk answers every network (it still asks everyone to sign in). A malformed entry stops the
 * service at start with what is wrong. nginx reads the same setting at its start
 * (scripts/nginx-desk-networks.sh writes its allow and deny lines), so both refuse alike.
 */
export function loadDeskNetworks(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const entries = (env.DESK_NETWORKS ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return undefined;
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = net.isIP(address);
    const bits = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits)))
      throw new Error(`DESK_NETWORKS: "${entry}" is not an IP address or CIDR range.`);
  }
  return entries;
}

/** Whether a client address is in one of the networks (an IPv4 client on a dual-stack socket as IPv4). */
export function inNetworks(networks: readonly string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of networks) {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIP(address) === 4 ? 'ipv4' : 'ipv6';
    list.addSubnet(address, prefix === undefined ? (type === 'ipv4' ? 32 : 128) : Number(prefix), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = net.isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The desk's first check: a request from outside the allowed networks gets `outside` (the desk's
 * "no such page", as for an address it does not have), whatever it asks for; none set, all pass.
 */
export function deskNetworkGate(
  networks: readonly string[] | undefined,
  outside: (res: Response) => void,
): (req: Request, res: Response, next: NextFunction) => void {
  if (!networks) return (_req, _res, next) => next();
  const allowed = inNetworks(networks);
  return (req, res, next) => (allowed(req.ip ?? '') ? next() : outside(res));
}
