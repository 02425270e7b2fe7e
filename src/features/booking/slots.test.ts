import { bookingRules } from './rules';
import { describeSlot } from './format';
import {
  earliestStart,
  nearestFree,
  parseSlotId,
  slotAt,
  slotGrid,
  slotInstants,
  slotProblem,
  startTimes,
  windowDays,
} from './slots';
import { addDays } from '../../platform/calendar/dates';
import { bankHolidayCoverage } from '../../platform/calendar/working-days';

/**
 * The consultation slots must not depend on the machine's zone: `npm run test:tz` runs this file
 * under TZ=America/New_York and TZ=Pacific/Auckland as well, with the same expectations.
 */
const rules = bookingRules;
const at = (iso: string) => new Date(iso);

describe(`booking slots (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  it('start every 30 minutes from opening, the last ending by closing (09:00 to 17:00 for 09:00–17:30)', () => {
    const times = startTimes(rules);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('17:00');
    expect(times).toHaveLength(17);
    expect(slotAt('2026-12-01', '17:00', rules)).toEqual({
      id: '2026-12-01T17:00',
      date: '2026-12-01',
      start: '17:00',
      end: '17:30',
    });
    expect(startTimes({ ...rules, closes: '17:15' }).at(-1)).toBe('16:30');
  });

  it('offer the next 15 working days, from the next working day, skipping weekends', () => {
    // Monday 23 November 2026 at 12:00: Tuesday 24 November to Monday 14 December.
    const days = windowDays(at('2026-11-23T12:00:00Z'), rules);
    expect(days).toHaveLength(15);
    expect(days[0]).toBe('2026-11-24');
    expect(days.at(-1)).toBe('2026-12-14');
    expect(days).not.toContain('2026-11-28');
  });

  it('skip the Christmas and New Year bank holidays', () => {
    const days = windowDays(at('2026-12-21T10:00:00Z'), rules);
    expect(days.slice(0, 6)).toEqual([
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
    expect(days[6]).toBe('2027-01-04'); // 1 January 2027 is a Friday and a bank holiday
    for (const holiday of ['2026-12-25', '2026-12-28', '2027-01-01']) expect(days).not.toContain(holiday);
  });

  it('put 10:00 London at 10:00 UTC in winter and 09:00 UTC in summer, across both 2026–27 clock changes', () => {
    // Friday 23 October 2026 (BST) and Monday 26 October (GMT), the clocks going back between.
    expect(slotInstants(slotAt('2026-10-23', '10:00', rules)).start.toISOString()).toBe('2026-10-23T09:00:00.000Z');
    expect(slotInstants(slotAt('2026-10-26', '10:00', rules)).start.toISOString()).toBe('2026-10-26T10:00:00.000Z');
    // Thursday 25 March 2027 (GMT) and Tuesday 30 March (BST): the clocks go forward on Easter Sunday.
    expect(slotInstants(slotAt('2027-03-25', '10:00', rules)).start.toISOString()).toBe('2027-03-25T10:00:00.000Z');
    expect(slotInstants(slotAt('2027-03-30', '10:00', rules)).start.toISOString()).toBe('2027-03-30T09:00:00.000Z');
    const grid = slotGrid(at('2026-10-22T12:00:00Z'), rules, new Set());
    const monday = grid.find((day) => day.date === '2026-10-26')!;
    expect(monday.slots.map((slot) => slot.start)).toEqual(startTimes(rules));
    expect(slotInstants(monday.slots[0]!).start.toISOString()).toBe('2026-10-26T09:00:00.000Z');
    // Booked on Wednesday 24 March 2027: Good Friday and Easter Monday are skipped, BST follows.
    const spring = slotGrid(at('2027-03-24T12:00:00Z'), rules, new Set());
    expect(spring.map((day) => day.date).slice(0, 2)).toEqual(['2027-03-25', '2027-03-30']);
    expect(slotInstants(spring[1]!.slots[0]!).start.toISOString()).toBe('2027-03-30T08:00:00.000Z');
  });

  it('hold the lead time in opening hours, so Friday afternoon notice runs into Monday morning', () => {
    // Friday 4 December 2026, 16:00 London (GMT): 1h30 left on Friday, 2h30 on Monday.
    const friday = at('2026-12-04T16:00:00Z');
    expect(earliestStart(friday, rules).toISOString()).toBe('2026-12-07T11:30:00.000Z');
    const monday = slotGrid(friday, rules, new Set())[0]!;
    expect(monday.date).toBe('2026-12-07');
    expect(monday.slots.filter((slot) => slot.free)[0]!.start).toBe('11:30');
    expect(slotProblem(slotAt('2026-12-07', '11:00', rules), friday, rules)).toBe('tooSoon');
    expect(slotProblem(slotAt('2026-12-07', '11:30', rules), friday, rules)).toBeNull();
    // Booked on a Saturday: the notice starts on Monday at opening.
    expect(earliestStart(at('2026-12-05T10:00:00Z'), rules).toISOString()).toBe('2026-12-07T13:00:00.000Z');
  });

  it('refuse what is not on the grid, and mark taken slots not free', () => {
    const now = at('2026-11-23T12:00:00Z');
    expect(slotProblem(slotAt('2026-11-24', '09:15', rules), now, rules)).toBe('notASlot');
    expect(slotProblem(slotAt('2026-11-24', '17:30', rules), now, rules)).toBe('notASlot');
    expect(slotProblem(slotAt('2026-11-28', '10:00', rules), now, rules)).toBe('notOffered'); // Saturday
    expect(slotProblem(slotAt('2026-11-23', '16:00', rules), now, rules)).toBe('notOffered'); // today
    expect(slotProblem(slotAt('2026-12-15', '10:00', rules), now, rules)).toBe('notOffered'); // day 16
    const grid = slotGrid(now, rules, new Set(['2026-11-25T10:00']));
    const wednesday = grid.find((day) => day.date === '2026-11-25')!;
    expect(wednesday.slots.find((slot) => slot.start === '10:00')!.free).toBe(false);
    expect(nearestFree(grid, slotAt('2026-11-25', '10:00', rules), 3).map((slot) => slot.id)).toEqual([
      '2026-11-25T09:30',
      '2026-11-25T10:30',
      '2026-11-25T09:00',
    ]);
  });

  it('parse slot ids strictly and describe a slot in words, in London time', () => {
    expect(parseSlotId('2026-12-01T10:00', rules)).toEqual(slotAt('2026-12-01', '10:00', rules));
    for (const bad of ['2026-02-30T10:00', '2026-12-01T24:00', '2026-12-01 10:00', 42, undefined])
      expect(parseSlotId(bad, rules)).toBeNull();
    expect(describeSlot(slotAt('2026-12-01', '10:00', rules))).toBe(
      'Tuesday 1 December 2026, 10:00 to 10:30 (London time)',
    );
  });
});

describe('when the bank holidays on file run out', () => {
  const { to } = bankHolidayCoverage;
  const near = new Date(`${addDays(to, -10)}T10:00:00Z`);

  it('offers only the days the file covers, and nothing after its last day, without an error', () => {
    const days = windowDays(near, bookingRules);
    expect(days.length).toBeGreaterThan(0);
    expect(days.length).toBeLessThan(bookingRules.windowWorkingDays);
    expect(days.every((day) => day <= to)).toBe(true);
    expect(windowDays(new Date(`${to}T12:00:00Z`), bookingRules)).toEqual([]);
    expect(slotGrid(new Date(`${addDays(to, 5)}T12:00:00Z`), bookingRules, new Set())).toEqual([]);
    expect(slotProblem(slotAt(addDays(to, 3), '10:00', bookingRules), near, bookingRules)).toBe('notOffered');
  });
});
