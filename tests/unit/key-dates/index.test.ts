import { keyDateAudiencePages, keyDatesIndex, keyDatesNext } from '../../../src/content/indexes/key-dates';
import { keyDatesForAudience } from '../../../src/content/key-dates/key-dates';
import { expandKeyDates } from '../../../src/lib/key-dates/indexed';

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
