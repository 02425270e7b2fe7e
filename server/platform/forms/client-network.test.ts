import { clientNetwork, ipv6Groups, networksIn, plainAddress, wideNetwork } from './client-network';

describe('a client address as its network', () => {
  it('takes an IPv4 address to its /24, also when it arrives mapped into IPv6', () => {
    expect(clientNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(plainAddress('::FFFF:127.0.0.2')).toBe('127.0.0.2');
    expect(clientNetwork('127.0.0.2')).toBe(clientNetwork('127.0.0.201'));
    expect(clientNetwork('127.0.1.5')).not.toBe(clientNetwork('127.0.0.2'));
  });

  it('takes an IPv6 address to its /48, however it is written', () => {
    expect(ipv6Groups('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('64:ff9b::192.0.2.1')).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x201]);
    expect(clientNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(clientNetwork('2001:0db8:abcd:ff00:0000:0000:0000:0001')).toBe('2001:db8:abcd::/48');
    expect(clientNetwork('2001:db8:abce::1')).not.toBe(clientNetwork('2001:db8:abcd::1'));
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});

describe('a client address as its wider network', () => {
  it('takes an IPv4 address to its /16, also when it arrives mapped into IPv6', () => {
    expect(wideNetwork('203.0.113.77')).toBe('203.0.0.0/16');
    expect(wideNetwork('::ffff:203.0.113.77')).toBe('203.0.0.0/16');
    expect(wideNetwork('::FFFF:203.0.7.1')).toBe(wideNetwork('203.0.113.77'));
    // Two /24s of one /16 are one wide network; the next /16 is another.
    expect(wideNetwork('127.3.88.2')).toBe(wideNetwork('127.3.125.251'));
    expect(wideNetwork('127.4.0.2')).not.toBe(wideNetwork('127.3.255.2'));
    // Never the /24's text, so the two never hash alike under one key.
    expect(wideNetwork('10.0.0.1')).not.toBe(clientNetwork('10.0.0.1'));
  });

  it('takes an IPv6 address to its /32, however it is written', () => {
    expect(wideNetwork('2001:db8:abcd:12::1')).toBe('2001:db8::/32');
    expect(wideNetwork('2001:0db8:ffff:ff00:0000:0000:0000:0001')).toBe('2001:db8::/32');
    expect(wideNetwork('2001:db8:abcd::1')).toBe(wideNetwork('2001:db8:abce::1'));
    expect(wideNetwork('2001:db9::1')).not.toBe(wideNetwork('2001:db8::1'));
    expect(wideNetwork('unknown')).toBe('unknown');
  });
});

describe('a range to clear', () => {
  it('lists the /24s of an IPv4 range from /16 to /24, and the /48s of an IPv6 range from /32 to /48', () => {
    expect(networksIn('203.0.113.9/24')).toEqual({ networks: ['203.0.113.0/24'] });
    expect(networksIn('203.0.112.0/23')).toEqual({ networks: ['203.0.112.0/24', '203.0.113.0/24'] });
    const wide = networksIn('10.1.0.0/16');
    expect('networks' in wide && wide.networks).toHaveLength(256);
    expect('networks' in wide && wide.networks.at(-1)).toBe('10.1.255.0/24');
    expect(networksIn('2001:db8:abcd::/48')).toEqual({ networks: ['2001:db8:abcd::/48'] });
    const v6 = networksIn('2001:db8::/46');
    expect(v6).toEqual({ networks: ['2001:db8:0::/48', '2001:db8:1::/48', '2001:db8:2::/48', '2001:db8:3::/48'] });
    expect('networks' in v6 && v6.networks.map(clientNetwork)).toEqual(
      ['2001:db8::1', '2001:db8:1::1', '2001:db8:2::1', '2001:db8:3::1'].map(clientNetwork),
    );
  });

  it('takes a whole address as that address, and refuses what it cannot match', () => {
    expect(networksIn('203.0.113.9/32')).toEqual({ address: '203.0.113.9' });
    expect(networksIn('203.0.113.9')).toEqual({ address: '203.0.113.9' });
    expect(networksIn('2001:db8::1/128')).toEqual({ address: '2001:db8::1' });
    expect(networksIn('203.0.113.9/28')).toHaveProperty('error');
    expect(networksIn('10.0.0.0/8')).toHaveProperty('error');
    expect(networksIn('2001:db8::/56')).toHaveProperty('error');
    expect(networksIn('example.com/24')).toHaveProperty('error');
    expect(networksIn('203.0.113.9/33')).toHaveProperty('error');
  });
});
