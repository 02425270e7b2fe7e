import { randomBytes } from 'node:crypto';
import { hiddenInLog, loggedReferer, loggedRequest, loggedText } from './log-line';

describe('the log rule', () => {
  const key = randomBytes(32).toString('base64url');

  it('keeps a path up to its first segment that could be a key, and no query', () => {
    expect(loggedRequest('/')).toBe('/');
    expect(loggedRequest('/insights/making-tax-digital-for-income-tax')).toBe(
      '/insights/making-tax-digital-for-income-tax',
    );
    expect(loggedRequest('/assets/main.0123456789.js')).toBe('/assets/main.0123456789.js');
    expect(loggedRequest(`/api/bookings/manage/${key}/cancel`)).toBe(`/api/bookings/manage/${hiddenInLog}`);
    expect(loggedRequest(`/api/alerts/unsubscribe/${randomBytes(32).toString('hex')}`)).toBe(
      `/api/alerts/unsubscribe/${hiddenInLog}`,
    );
    expect(loggedRequest('/book?topic=tax&note=Profit%20%C2%A3100%2C000')).toBe(`/book?${hiddenInLog}`);
    expect(loggedRequest(`/api/bookings/0b7c9a52-7d5e-4a3e-9c0e-2f1d3b4a5c6d.ics?manage=${key}`)).toBe(
      `/api/bookings/0b7c9a52-7d5e-4a3e-9c0e-2f1d3b4a5c6d.ics?${hiddenInLog}`,
    );
    expect(loggedRequest('/sectors/Fintech')).toBe(`/sectors/${hiddenInLog}`);
    expect(loggedRequest('*')).toBe(hiddenInLog);
  });

  it('holds a Referer to the same rule, keeping its origin; none stays empty', () => {
    expect(loggedReferer('')).toBe('');
    expect(loggedReferer('https://example.com/')).toBe('https://example.com/');
    expect(loggedReferer(`https://example.com/api/alerts/change/${key}`)).toBe(
      `https://example.com/api/alerts/change/${hiddenInLog}`,
    );
    expect(loggedReferer('https://search.example/results?q=my+tax')).toBe(
      `https://search.example/results?${hiddenInLog}`,
    );
    expect(loggedReferer('https://user:secret@example.com/')).toBe(hiddenInLog);
    expect(loggedReferer('not a URL')).toBe(hiddenInLog);
  });

  it('holds every address in a line of text to it', () => {
    expect(loggedText(`The API failed on /api/bookings/manage/${key} from https://example.com/book?note=1.`)).toBe(
      `The API failed on /api/bookings/manage/${hiddenInLog} from https://example.com/book?${hiddenInLog}`,
    );
    expect(loggedText('Message booking:1:firm delivered (attempt 1).')).toBe(
      'Message booking:1:firm delivered (attempt 1).',
    );
  });
});
