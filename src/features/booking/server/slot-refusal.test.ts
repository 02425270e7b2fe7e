import { bookingCopy } from '../fields';
import { bookingRules } from '../rules';
import { slotAt, windowDays } from '../slots';
import { slotNotOffered, slotRefusal } from './slot-refusal';

/** Why a time is refused, in words that say what to do (issue 44, M4), at two moments of the year. */
describe('slotRefusal', () => {
  const why = slotNotOffered;
  const at = (id: string) => {
    const [date, start] = id.split('T') as [`${number}-${number}-${number}`, string];
    return slotAt(date, start, bookingRules);
  };

  it('names a weekend, a day before or past the window, and a time nobody who takes the topic works', () => {
    const days = windowDays(new Date('2026-11-23T16:00:00Z'), bookingRules);
    expect(slotRefusal(at('2026-11-28T10:00'), 'notOffered', days)).toBe(why.weekend);
    expect(slotRefusal(at('2026-11-29T10:00'), 'notOffered', days)).toBe(why.weekend);
    expect(slotRefusal(at('2026-11-20T10:00'), 'notOffered', days)).toBe(why.before('Tuesday 24 November 2026'));
    expect(slotRefusal(at('2027-01-04T10:00'), 'notOffered', days)).toBe(why.after('Monday 14 December 2026'));
    // A weekend outside the window is still named as a weekend.
    expect(slotRefusal(at('2026-11-21T10:00'), 'notOffered', days)).toBe(why.weekend);
    expect(slotRefusal(at('2027-01-09T10:00'), 'notOffered', days)).toBe(why.weekend);
    expect(slotRefusal(at('2026-11-27T10:00'), 'notOffered', days)).toBe(why.hours);
  });

  it('names a bank holiday inside the window, and keeps the other problems’ words', () => {
    const days = windowDays(new Date('2026-12-21T10:00:00Z'), bookingRules);
    expect(days).not.toContain('2026-12-28');
    expect(slotRefusal(at('2026-12-28T10:00'), 'notOffered', days)).toBe(why.bankHoliday('Monday 28 December 2026'));
    expect(slotRefusal(at('2026-12-22T09:00'), 'tooSoon', days)).toBe(bookingCopy.slotTooSoon);
    expect(slotRefusal(at('2026-12-22T09:15'), 'notASlot', days)).toBe(bookingCopy.slotInvalid);
  });

  it('says no time is open where the window is empty (the bank holidays on file have run out)', () => {
    expect(slotRefusal(at('2026-11-27T10:00'), 'notOffered', [])).toBe(why.none);
    expect(why.none).toMatch(/Call .+ or email .+@/);
  });
});
