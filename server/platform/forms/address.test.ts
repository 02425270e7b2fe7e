import { mailboxHash, mailboxOf } from './address';

describe('mailboxOf: the variants one mailbox receives count as one', () => {
  it.each([
    ['Ada.Lovelace+alerts@Gmail.com', 'adalovelace@gmail.com'],
    ['a.d.a@googlemail.com', 'ada@gmail.com'],
    ['ada+x+y@outlook.com', 'ada@outlook.com'],
    ['Ada.Lovelace+news@example.com', 'ada.lovelace+news@example.com'],
    ['ada.lovelace@icloud.com', 'ada.lovelace@icloud.com'],
    ['ada-news@yahoo.com', 'ada-news@yahoo.com'],
  ])('%s is %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it('hashes variants alike and different mailboxes apart', () => {
    expect(mailboxHash('a.da+1@gmail.com')).toBe(mailboxHash('ADA@googlemail.com'));
    expect(mailboxHash('ada@example.com')).not.toBe(mailboxHash('ada+1@example.com'));
  });
});
