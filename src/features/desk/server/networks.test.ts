import { inNetworks, loadDeskNetworks } from './networks';

describe('the desk’s networks (DESK_NETWORKS)', () => {
  it('reads addresses and ranges, IPv4 and IPv6, separated by commas or spaces; unset or empty is every network', () => {
    expect(loadDeskNetworks({})).toBeUndefined();
    expect(loadDeskNetworks({ DESK_NETWORKS: ' , ' })).toBeUndefined();
    expect(loadDeskNetworks({ DESK_NETWORKS: '10.0.0.0/8, 192.0.2.0/24 ::1/128,203.0.113.9' })).toEqual([
      '10.0.0.0/8',
      '192.0.2.0/24',
      '::1/128',
      '203.0.113.9',
    ]);
  });

  it('stops the service at start on a malformed entry, saying which', () => {
    for (const entry of ['10.0.0.0/33', '::1/129', 'intranet', '10.0.0.0/8/1', '10.0.0/8', '192.0.2.0/x'])
      expect(() => loadDeskNetworks({ DESK_NETWORKS: `192.0.2.0/24, ${entry}` })).toThrow(`"${entry}"`);
  });

  it('matches a client inside a range, an exact address, and an IPv4 client on a dual-stack socket', () => {
    const allowed = inNetworks(['10.0.0.0/8', '2001:db8::/32', '203.0.113.9']);
    expect(['10.200.3.4', '::ffff:10.1.2.3', '2001:db8:5::1', '203.0.113.9'].map(allowed)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['11.0.0.1', '2001:db9::1', '203.0.113.10', '', 'unknown'].map(allowed)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
