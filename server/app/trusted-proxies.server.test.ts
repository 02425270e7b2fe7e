import request from 'supertest';
import { sampleEnquiry, startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';
import { loadTrustedProxies } from '../platform/http/config';
import { createEnquiryApp } from './enquiry-server';

/**
 * The production service believes X-Forwarded-For only from TRUSTED_PROXIES (issue 45, item 5):
 * by default loopback alone. supertest connects from 127.0.0.1; each post claims another client.
 */
describe('TRUSTED_PROXIES', () => {
  it('is loopback alone by default, and refuses what is not an address or a range', () => {
    expect(loadTrustedProxies({})).toEqual(['loopback']);
    expect(loadTrustedProxies({ TRUSTED_PROXIES: '172.31.240.0/24, 10.0.0.5' })).toEqual([
      '172.31.240.0/24',
      '10.0.0.5',
    ]);
    expect(loadTrustedProxies({ TRUSTED_PROXIES: 'loopback fd00::/8' })).toEqual(['loopback', 'fd00::/8']);
    expect(() => loadTrustedProxies({ TRUSTED_PROXIES: 'uniquelocal' })).toThrow(/not an address/);
    expect(() => loadTrustedProxies({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/not an address/);
  });

  let enquiries: TestEnquiries | undefined;
  afterEach(() => enquiries?.stop());

  const posts = async (trustedProxies: string[]) => {
    enquiries = await startTestEnquiries({ rateLimit: { max: 2, windowMs: 600_000 }, trustedProxies });
    const app = createEnquiryApp(enquiries.service);
    const statuses: number[] = [];
    // Three clients on three networks, as the header tells it.
    for (const client of ['198.51.100.7', '203.0.113.9', '192.0.2.44'])
      statuses.push(
        (await request(app).post('/api/enquiries').set('X-Forwarded-For', client).send(sampleEnquiry)).status,
      );
    return statuses;
  };

  it('believes the header from a trusted proxy: each client has its own limit', async () => {
    expect(await posts(['loopback'])).toEqual([201, 201, 201]);
  });

  it('ignores it from any other sender, whose own address is then the client', async () => {
    expect(await posts(['172.31.240.0/24'])).toEqual([201, 201, 429]);
  });
});
