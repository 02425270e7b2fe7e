import { keyDateAudiencePages, keyDatesIndex } from '../../../src/content/indexes/key-dates';
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
});
