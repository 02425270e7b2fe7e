import { recipient } from './mail';

describe('recipient: the address the transport is given', () => {
  it('is the parsed address as an object, which nodemailer sends as it is', () => {
    expect(recipient(' Ada+news@Example.COM ')).toEqual({ name: '', address: 'Ada+news@example.com' });
  });

  it('refuses for good (SMTP 553) a kept address the rule refuses, so the queue never mails a part of it', () => {
    expect(() => recipient('a\x01victim@gmail.com')).toThrow(expect.objectContaining({ responseCode: 553 }));
    expect(() => recipient('"a" <victim@gmail.com>')).toThrow(expect.objectContaining({ responseCode: 553 }));
  });
});
