import { keyDateAudiencePages, keyDatesIndex, keyDatesNext } from '../indexes/key-dates';
import { keyDatesForAudience } from '../content/key-dates';
import { expandKeyDates, nextKeyDate, rangeFrom, type KeyDatesIndex } from './indexed';

/** The build's compact index, written out in the browser, says exactly what the computation says. */
describe('the key-dates index', () => {
  it('expands to the same deadlines, audience by audience, as the rules compute', () => {
    const listed = expandKeyDates(keyDatesIndex, keyDateAudiencePages);
    for (const { audience } of keyDateAudiencePages) {
      const fromIndex = listed
        .filter((date) => date.audiences.includes(audience))
        .map(({ audiences: _, ...date }) => date);
      const computed = keyDatesForAudience(audience, keyDatesIndex.range);
      const key = (date: { ruleId: string; dueDate: string }) => `${date.dueDate} ${date.ruleId}`;
      expect(fromIndex.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
        computed.sort((a, b) => key(a).localeCompare(key(b))),
      );
    }
  });

  it("writes out one audience's dates as the whole index does for that audience", () => {
    const listed = expandKeyDates(keyDatesIndex, keyDateAudiencePages);
    for (const { audience } of keyDateAudiencePages) {
      const own = expandKeyDates(keyDatesIndex, keyDateAudiencePages, audience);
      expect(own.length).toBeGreaterThan(0);
      expect(own).toEqual(listed.filter((date) => date.audiences.includes(audience)));
    }
  });

  it('names, for the overview, the next deadline the rules compute for each audience', () => {
    const { range, builtOn } = keyDatesIndex;
    keyDateAudiencePages.forEach(({ audience }, index) => {
      const [next] = keyDatesForAudience(audience, range)
        .filter((date) => date.date >= builtOn)
        .sort((a, b) => a.date.localeCompare(b.date) || a.ruleId.localeCompare(b.ruleId));
      expect(keyDatesNext[index]).toEqual(next ? { date: next.date, title: next.title } : null);
    });
    expect(keyDatesNext.filter(Boolean).length).toBeGreaterThan(0);
  });
});

/** A build may be served for months: once the app runs, the page works from the visitor's day. */
describe('the visitor’s day, not the build’s', () => {
  const index: KeyDatesIndex = {
    builtOn: '2026-03-01',
    range: { from: '2026-03-01', to: '2027-04-05' },
    sources: { s: { title: 'GOV.UK', url: 'https://www.gov.uk/' } },
    rules: {
      a: { title: 'Rule A', what: 'A for {period}', source: 's' },
      b: { title: 'Rule B', what: 'B', source: 's' },
    },
    dates: [
      ['a', '2026-07-31', 0, '2025 to 2026', [0]],
      ['b', '2026-11-07', 0, '5 October 2026', [0, 1]],
      ['a', '2027-01-31', '2027-01-29', '2025 to 2026', [0]],
    ],
  };

  it('names the next deadline from the visitor’s today, by its act-by date', () => {
    expect(nextKeyDate(index, 0, '2026-03-01')).toEqual({ date: '2026-07-31', title: 'Rule A' });
    expect(nextKeyDate(index, 0, '2026-11-25')).toEqual({ date: '2027-01-29', title: 'Rule A' });
    expect(nextKeyDate(index, 0, '2027-01-29')).toEqual({ date: '2027-01-29', title: 'Rule A' });
    expect(nextKeyDate(index, 0, '2027-01-30')).toBeNull();
    expect(nextKeyDate(index, 1, '2026-11-08')).toBeNull();
  });

  it('lists from the later of the build’s day and today, and nothing once the window has passed', () => {
    expect(rangeFrom(index, '2026-02-01')).toEqual({ from: '2026-03-01', to: '2027-04-05' });
    expect(rangeFrom(index, '2026-11-25')).toEqual({ from: '2026-11-25', to: '2027-04-05' });
    expect(rangeFrom(index, '2027-04-05')).toEqual({ from: '2027-04-05', to: '2027-04-05' });
    expect(rangeFrom(index, '2027-04-06')).toBeNull();
  });
});
