import ICAL from 'ical.js';
import { escapeText, foldLine, icsCalendar } from '../../../platform/ical/ics';
import { audienceFeed, companyCalendar } from './feeds';
import { keyDateAudiences } from './audiences';
import { companyKeyDates } from '../rules/year-end';
import { yearEndRules } from './rules';

/** The feeds, read back with a real iCalendar parser (ical.js) rather than by string matching. */
const stamp = new Date('2026-11-22T09:00:00Z');
const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics));
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('iCalendar text', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds at 75 octets without splitting a character, and unfolds to the same text', () => {
    const line = `DESCRIPTION:${'£ and ’ '.repeat(30)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((part) => part.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('writes CRLF line endings only, all-day events, a 7-day reminder and the source link', () => {
    const ics = icsCalendar({
      name: 'Key dates: test',
      productId: '-//Test//Test//EN',
      stamp,
      events: [
        {
          uid: 'rule-2027-01-31@example.test',
          date: '2027-01-31',
          summary: 'Something; due',
          description: 'What\nSource: https://www.gov.uk/x',
          url: 'https://www.gov.uk/x',
          alarmDaysBefore: 7,
        },
      ],
    });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = parse(ics);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Key dates: test');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-01-31');
    expect(event.endDate.toString()).toBe('2027-02-01');
    expect(event.summary).toBe('Something; due');
    expect(event.description).toBe('What\nSource: https://www.gov.uk/x');
    const alarm = calendar.getFirstSubcomponent('vevent')!.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-P7D');
  });
});

describe('the audience feeds built on 22 November 2026', () => {
  const expectedCounts: Record<string, number> = {
    // To 5 April 2028. Sole traders: SA return ×2, balancing payment ×2, second payment on account,
    // register, paper return (31 January 2027 and 2028; 31 July, 5 October, 31 October 2027); MTD
    // quarterly updates ×5 (7 February, 7 May, 7 August, 7 November 2027 and 7 February 2028).
    'sole-traders': 12,
    // The Self Assessment dates (not MTD, which partnerships do not use yet), plus the partnership return online ×2 and on paper.
    partnerships: 10,
    // Directors' Self Assessment: return ×2, balancing payment ×2, second payment on account.
    'limited-companies': 5,
    // PAYE online, 22 November 2026 (due today) to 22 March 2028: 17; by post, 19 December 2026
    // to 19 March 2028: 16; P60, P11D, Class 1A online and by post: 4.
    employers: 37,
    // The 7th: February 2027 to February 2028 for March quarters (5); December 2026 to March 2028
    // for January quarters (6); January 2027 to January 2028 for February quarters (5; 7 April 2028
    // is after 5 April).
    vat: 16,
    'payment-institutions': 37,
    'cryptoasset-firms': 37,
  };

  it.each(keyDateAudiences.map((audience) => audience.audience))(
    '%s: parses, unique UIDs, the expected count',
    (id) => {
      const { ics, count } = audienceFeed(id, '2026-11-22', stamp);
      const events = parse(ics)
        .getAllSubcomponents('vevent')
        .map((component) => new ICAL.Event(component));
      expect(events).toHaveLength(count);
      expect(count).toBe(expectedCounts[id]);
      expect(new Set(events.map((event) => event.uid)).size).toBe(count);
      for (const event of events) {
        expect(event.startDate.isDate).toBe(true);
        expect(event.description).toMatch(/Source: .+, https:\/\/www\.(gov|legislation\.gov)\.uk\//);
        expect(event.component.getFirstSubcomponent('valarm')).not.toBeNull();
      }
      expect(ics.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    },
  );

  it('keeps a UID from one build to the next, so calendars update rather than duplicate', () => {
    const uids = (today: `${number}-${number}-${number}`) =>
      parse(audienceFeed('employers', today, stamp).ics)
        .getAllSubcomponents('vevent')
        .map((component) => String(component.getFirstPropertyValue('uid')));
    // Both builds run to 5 April 2028: the later one's events are the earlier one's, less those passed.
    const later = uids('2027-01-10');
    const earlier = new Set(uids('2026-11-22'));
    expect(later.length).toBeLessThan(earlier.size);
    expect(later.every((uid) => earlier.has(uid))).toBe(true);
    expect(earlier.has('paye-monthly-electronic-2027-01-22@www.harbourline.example')).toBe(true);
  });
});

describe("a company's own download", () => {
  it('parses, with an event for each date', () => {
    const dates = companyKeyDates({ yearEnd: '2026-12-31' }, yearEndRules, '2026-11-22', '2028-04-05');
    const events = parse(companyCalendar(dates, stamp)).getAllSubcomponents('vevent');
    expect(events.map((event) => String(event.getFirstPropertyValue('dtstart')))).toEqual([
      '2026-12-31',
      '2027-09-30',
      '2027-10-01',
      '2027-12-31',
    ]);
  });
});
