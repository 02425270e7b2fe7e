import { loadMailConfig, oldNamesNotice } from './config';

describe('the mail settings', () => {
  it('reads the neutral names', () => {
    const mail = loadMailConfig({
      MAIL_TO: 'desk@firm.example',
      MAIL_FROM: 'Site <site@firm.example>',
      MAIL_RETENTION_DAYS: '7',
    });
    expect(mail.addresses).toEqual({ to: 'desk@firm.example', from: 'Site <site@firm.example>' });
    expect(mail.deliveredRetentionDays).toBe(7);
    expect(mail.oldNames).toEqual([]);
    expect(oldNamesNotice(mail.oldNames)).toBeNull();
  });

  it('still reads the old names where the new ones are not set, and says so in one line', () => {
    const mail = loadMailConfig({
      ENQUIRY_TO: 'old@firm.example',
      MAIL_FROM: 'Site <site@firm.example>',
      ENQUIRY_FROM: 'Old <old@firm.example>',
      ENQUIRY_RETENTION_DAYS: '14',
    });
    expect(mail.addresses).toEqual({ to: 'old@firm.example', from: 'Site <site@firm.example>' });
    expect(mail.deliveredRetentionDays).toBe(14);
    expect(mail.oldNames).toEqual(['ENQUIRY_TO', 'ENQUIRY_RETENTION_DAYS']);
    expect(oldNamesNotice(mail.oldNames)).toBe(
      'Settings renamed: ENQUIRY_TO is now MAIL_TO, ENQUIRY_RETENTION_DAYS is now MAIL_RETENTION_DAYS; the old names still work for now.',
    );
  });

  it('refuses an address that is not one, by the name it was set under', () => {
    expect(() => loadMailConfig({ MAIL_TO: 'nobody' })).toThrow('MAIL_TO must be an email address');
  });
});
