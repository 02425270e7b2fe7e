import { validateEnquiry } from './validation';
import { sampleEnquiry } from '../../../../test-kit/enquiry-service';

describe('validateEnquiry', () => {
  it('accepts the form’s fields, trimmed, with optional phone and company left empty', () => {
    const result = validateEnquiry({ ...sampleEnquiry, name: '  Ada Lovelace ', phone: undefined, company: '' });
    expect(result).toEqual({
      ok: true,
      spam: false,
      enquiry: { ...sampleEnquiry, name: 'Ada Lovelace', phone: '', company: '' },
    });
  });

  it('names every required field that is missing', () => {
    const result = validateEnquiry({ phone: '020 7946 0000' });
    expect(result.ok).toBe(false);
    expect(Object.keys(!result.ok ? result.problems : {}).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it.each([
    ['email', { email: 'ada@' }],
    ['email', { email: 'ada lovelace@example.com' }],
    ['email', { email: 'ada@example' }],
    ['subject', { subject: 'audit' }],
    ['subject', { subject: 'Fintech Accounting' }],
    ['name', { name: 'x'.repeat(201) }],
    ['company', { company: 'x'.repeat(201) }],
    ['phone', { phone: '1'.repeat(201) }],
    ['message', { message: 'x'.repeat(5001) }],
    ['name', { name: 'Eve\r\nBcc: victim@example.com' }],
    ['subject', { subject: 'fintech\nBcc: victim@example.com' }],
    ['email', { email: 'eve@example.com\nBcc: victim@example.com' }],
    ['message', { message: 'null byte \u0000 here' }],
    ['name', { name: ['Ada', 'Eve'] }],
    ['name', { name: '=?UTF-8?B?RXZlDQpCY2M6IHZpY3RpbUBleGFtcGxlLm5ldA==?=' }],
    ['name', { name: 'Ada =?utf-8?q?Accounts_Team?=' }],
    ['email', { email: 'a\u0085b@example.com' }],
    ['email', { email: 'a\u202eb@example.com' }],
    ['email', { email: 'a\u200bb@example.com' }],
    ['email', { email: 'zoë@example.com' }],
  ])('refuses a bad %s', (field, change) => {
    const result = validateEnquiry({ ...sampleEnquiry, ...change });
    expect(result.ok).toBe(false);
    expect(Object.keys(!result.ok ? result.problems : {})).toEqual([field]);
  });

  it('keeps line breaks in the message and accepts the longest allowed values', () => {
    const result = validateEnquiry({
      ...sampleEnquiry,
      name: 'n'.repeat(200),
      message: `${'m'.repeat(4990)}\r\nthanks`,
    });
    expect(result.ok && result.enquiry.message.endsWith('\nthanks')).toBe(true);
  });

  it('says why an address with characters past ASCII before the @ is refused', () => {
    const result = validateEnquiry({ ...sampleEnquiry, email: 'a\u0085b@example.com' });
    expect(!result.ok && result.problems.email).toMatch(/before the @ can contain only unaccented letters/);
    expect(validateEnquiry({ ...sampleEnquiry, email: "o'brien+tax@example.co.uk" }).ok).toBe(true);
    expect(validateEnquiry({ ...sampleEnquiry, name: 'Zoë Ó Briain = Accounts?' }).ok).toBe(true);
  });

  it('marks an enquiry with the honeypot filled in as spam', () => {
    expect(validateEnquiry({ ...sampleEnquiry, website: 'https://spam.example' })).toMatchObject({
      ok: true,
      spam: true,
    });
    expect(validateEnquiry({ ...sampleEnquiry, website: '' })).toMatchObject({ ok: true, spam: false });
  });

  it('refuses what is not an object', () => {
    expect(validateEnquiry('name=Ada').ok).toBe(false);
    expect(validateEnquiry(null).ok).toBe(false);
  });
});
