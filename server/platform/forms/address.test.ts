import { isSharedMailDomain, mailboxHash, mailboxOf, parseAddress, registeredDomain } from './address';

describe('mailboxOf: the variants one mailbox receives count as one', () => {
  it.each([
    ['Ada.Lovelace+alerts@Gmail.com', 'adalovelace@gmail.com'],
    ['a.d.a@googlemail.com', 'ada@gmail.com'],
    ['ada+x+y@outlook.com', 'ada@outlook.com'],
    // Tags fold at every domain, not only at the providers known to deliver them.
    ['Ada.Lovelace+news@example.com', 'ada.lovelace@example.com'],
    ['ada+1@s1.onebot.example', 'ada@s1.onebot.example'],
    ['+ada@example.com', '+ada@example.com'],
    ['ada.lovelace@icloud.com', 'ada.lovelace@icloud.com'],
    ['ada-news@yahoo.com', 'ada-news@yahoo.com'],
  ])('%s is %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it('hashes variants alike and different mailboxes apart', () => {
    expect(mailboxHash('a.da+1@gmail.com')).toBe(mailboxHash('ADA@googlemail.com'));
    expect(mailboxHash('ada@example.com')).toBe(mailboxHash('ada+1@example.com'));
    expect(mailboxHash('ada@example.com')).not.toBe(mailboxHash('ada@example.org'));
  });
});

describe('parseAddress: what is mailed and what is counted come from one parse', () => {
  it('gives the address as typed (its domain in lower case), its mailbox and its registered domain', () => {
    expect(parseAddress('  Ada.Lovelace+news@Mail.Example.CO.UK ')).toEqual({
      address: 'Ada.Lovelace+news@mail.example.co.uk',
      mailbox: 'ada.lovelace@mail.example.co.uk',
      domain: 'example.co.uk',
    });
  });

  it.each([
    ['a\x01victim@gmail.com', 'a control character'],
    ['vic\x7ftim@gmail.com', 'DEL'],
    ['a\x00victim@gmail.com', 'NUL'],
    ['vic\u200btim@gmail.com', 'a zero-width space'],
    ['vic\u00adtim@gmail.com', 'a soft hyphen'],
    ['\u202emoc.liamg@mitciv', 'a right-to-left override'],
    ['vic\u2060tim@gmail.com', 'a word joiner'],
    ['vіctim@gmail.com', 'a Cyrillic і'],
    ['ｖictim@gmail.com', 'a fullwidth ｖ'],
  ])('refuses %j (%s) for its characters', (typed) => {
    expect(parseAddress(typed)).toBe('characters');
  });

  it.each([
    ['"a" <victim@gmail.com>'],
    ['victim@gmаil.com'],
    ['vic tim@gmail.com'],
    ['victim@gmail.com\x01'],
    ['a<victim@gmail.com>'],
    ['victim@gmail.com,other@gmail.com'],
    ['victim@localhost'],
    ['victim@-gmail.com'],
    ['@gmail.com'],
    ['victim'],
    [`${'a'.repeat(65)}@gmail.com`],
    [`a@${`${'b'.repeat(60)}.`.repeat(5)}com`],
  ])('refuses %j for its shape', (typed) => {
    expect(parseAddress(typed)).toBe('shape');
  });
});

describe('registeredDomain: a mail domain as who holds it, by the public suffix list', () => {
  it.each([
    ['s1.onebot.example', 'onebot.example'],
    ['S2.OneBot.Example', 'onebot.example'],
    ['mail.example.co.uk', 'example.co.uk'],
    ['a.b.c.example.com', 'example.com'],
    ['name.duckdns.org', 'duckdns.org'],
    ['hotmail.co.uk', 'hotmail.co.uk'],
  ])('%s is %s', (domain, registered) => {
    expect(registeredDomain(domain)).toBe(registered);
  });

  it('knows the large shared providers by their registered domain', () => {
    expect(isSharedMailDomain(registeredDomain('gmail.com'))).toBe(true);
    expect(isSharedMailDomain(registeredDomain('onebot.example'))).toBe(false);
  });
});
