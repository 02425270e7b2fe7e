import net from 'node:net';

/**
 * The proxies whose X-Forwarded-For the service believes, from TRUSTED_PROXIES: addresses or
 * CIDR ranges, comma- or space-separated, or `loopback`. By default loopback alone (nginx on the
 * same machine, the preview server, the tests). Any other sender's X-Forwarded-For is ignored and
 * its own address is the client's, so a machine that reaches the service directly cannot pose as
 * many (one socket on a private address took 270 holds when every private address was trusted;
 * issue 45). In compose, nginx reaches the service over the compose network, whose fixed range
 * docker-compose.yml gives here. Read by Express's `trust proxy`.
 */
export function loadTrustedProxies(env: NodeJS.ProcessEnv = process.env): string[] {
  const entries = (env.TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return ['loopback'];
  for (const entry of entries) {
    if (entry === 'loopback') continue;
    const [address = '', prefix] = entry.split('/');
    const family = net.isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk)
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range or "loopback".`);
  }
  return entries;
}
