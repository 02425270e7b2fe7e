import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import book from './content/pages/book';
import type { IsoDate } from '../../platform/calendar/dates';
import { formatLongDate, formatShortDay } from '../../platform/calendar/format';
import { bookingCopy } from './fields';
import { bookingRules } from './rules';
import { SlotGrid } from './slot-grid';
import { slotGrid, startTimes, type SlotDay } from './slots';

/**
 * The slot grid on its own, as a keyboard and a screen reader meet it: native radios, two groups
 * (days, then the chosen day's times), a taken time or a day with none free there but disabled.
 * The grid is the service's at Monday 23 November 2026, 16:00 London: Tuesday's morning is too
 * soon to book, and here all of Wednesday is taken.
 */
const now = new Date('2026-11-23T16:00:00Z');
const closed = '2026-11-25';
const grid = slotGrid(now, bookingRules, new Set(startTimes(bookingRules).map((start) => `${closed}T${start}`)));
const [tuesday, wednesday, thursday] = grid as [SlotDay, SlotDay, SlotDay];

/** The grid as the booking form holds it: a day (the first with a free time), then a time of that day. */
function Harness({
  days = grid,
  initialDay = tuesday.date,
  initialSlot,
  error,
}: {
  days?: SlotDay[];
  initialDay?: IsoDate;
  initialSlot?: string;
  error?: string;
}) {
  const [day, setDay] = useState<string>(initialDay);
  const [slot, setSlot] = useState<string | undefined>(initialSlot);
  return (
    <SlotGrid
      days={days}
      day={day}
      slot={slot}
      onDay={(date) => {
        setDay(date);
        setSlot(undefined);
      }}
      onSlot={setSlot}
      {...(error ? { error } : {})}
    />
  );
}

const days = () => screen.getByRole('group', { name: book.form.daysLegend });
/** A day's spoken name: the words it shows ("Wed 25 Nov", WCAG 2.5.3), then the day in full. */
const dayName = (date: IsoDate) => `${formatShortDay(date)} (${formatLongDate(date)})`;
const dayRadio = (date: IsoDate) => within(days()).getByRole('radio', { name: dayName(date) });
const timesOn = (date: IsoDate) => screen.getByRole('group', { name: book.form.timesLegend(formatLongDate(date)) });
const timeRadio = (date: IsoDate, start: string) => within(timesOn(date)).getByLabelText(start);
/** The times, drawn a frame after the days. */
const timesDrawn = async (date: IsoDate) => within(timesOn(date)).findAllByRole('radio');
const free = (day: SlotDay) => day.slots.filter((slot) => slot.free);

describe('the slot grid', () => {
  it('names every day by the words it shows, then in full, and shows the chosen day’s times, checked state on the native radios', async () => {
    render(<Harness />);
    const radios = within(days()).getAllByRole('radio');
    expect(radios).toHaveLength(grid.length);
    // Label in name (WCAG 2.5.3): what a speech user reads off the button starts its name.
    for (const [index, radio] of radios.entries()) {
      const { date } = grid[index]!;
      expect(radio.closest('label')).toHaveTextContent(dayName(date));
      expect(radio).toHaveAccessibleName(dayName(date));
      expect(radio.closest('label')!.querySelector('.sr-only')?.textContent).toBe(` (${formatLongDate(date)})`);
      expect(radio).not.toHaveAttribute('aria-label');
    }
    expect(dayRadio(tuesday.date)).toBeChecked();
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);

    const times = await timesDrawn(tuesday.date);
    expect(times.map((radio) => radio.closest('label')!.textContent)).toEqual(tuesday.slots.map((slot) => slot.start));
    // Too soon to prepare for is there, and disabled: a screen reader still says how many there are.
    expect(times.filter((radio) => !(radio as HTMLInputElement).disabled)).toHaveLength(free(tuesday).length);
    expect(screen.getByRole('status')).toHaveTextContent(
      book.form.freeCount(free(tuesday).length, formatLongDate(tuesday.date)),
    );
  });

  it('moves among the days and the times with Tab and the arrow keys, skipping what cannot be chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    // One tab stop for the days: the chosen one.
    await user.tab();
    expect(dayRadio(tuesday.date)).toHaveFocus();
    // Wednesday has nothing free: the arrow passes over it to Thursday, which it chooses.
    await user.keyboard('{ArrowRight}');
    expect(dayRadio(thursday.date)).toHaveFocus();
    expect(dayRadio(thursday.date)).toBeChecked();
    expect(dayRadio(tuesday.date)).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      book.form.freeCount(free(thursday).length, formatLongDate(thursday.date)),
    );

    // On to Thursday's times: the first, then the next with the arrow.
    await user.tab();
    const [first, second] = free(thursday) as [SlotDay['slots'][number], SlotDay['slots'][number]];
    expect(timeRadio(thursday.date, first.start)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(timeRadio(thursday.date, second.start)).toBeChecked();
    expect(timeRadio(thursday.date, first.start)).not.toBeChecked();

    // Back to the days, on the chosen one; the arrow back passes over Wednesday again.
    await user.tab({ shift: true });
    expect(dayRadio(thursday.date)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(dayRadio(tuesday.date)).toBeChecked();
    // A new day, no time chosen yet; the first that can be chosen is Tuesday's first free one.
    expect(within(timesOn(tuesday.date)).queryByRole('radio', { checked: true })).toBeNull();
    await user.tab();
    expect(timeRadio(tuesday.date, free(tuesday)[0]!.start)).toHaveFocus();
  });

  it('will not choose a day with no free times, and shows none free on one chosen anyway', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    expect(dayRadio(wednesday.date)).toBeDisabled();
    await user.click(dayRadio(wednesday.date));
    expect(dayRadio(tuesday.date)).toBeChecked();
    unmount();

    // The form keeps a day over a refresh only while it has a free time; should it be shown, it says so.
    render(<Harness initialDay={wednesday.date} />);
    const times = await timesDrawn(wednesday.date);
    expect(times).toHaveLength(wednesday.slots.length);
    for (const radio of times) expect(radio).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(book.form.noneFree);
  });

  it('draws the days first and the times a frame later, each in a place kept for it, and a time already chosen at once', async () => {
    const { unmount } = render(<Harness />);
    // The days, the times' heading and the status line come at once: the times' places are empty.
    expect(within(days()).getAllByRole('radio')).toHaveLength(grid.length);
    expect(within(timesOn(tuesday.date)).queryAllByRole('radio')).toHaveLength(0);
    const places = timesOn(tuesday.date).querySelectorAll('.slot-place');
    expect(places).toHaveLength(tuesday.slots.length);
    for (const place of places) expect(place).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent(
      book.form.freeCount(free(tuesday).length, formatLongDate(tuesday.date)),
    );
    // Then the times, in their places.
    expect(await timesDrawn(tuesday.date)).toHaveLength(tuesday.slots.length);
    expect(timesOn(tuesday.date).querySelector('.slot-place')).toBeNull();
    unmount();

    // A time chosen before the grid came (in the plain choice) is there, checked, from the start.
    const [chosen] = free(tuesday) as [SlotDay['slots'][number]];
    render(<Harness initialSlot={chosen.id} />);
    expect(within(timesOn(tuesday.date)).getAllByRole('radio')).toHaveLength(tuesday.slots.length);
    expect(timeRadio(tuesday.date, chosen.start)).toBeChecked();
  });

  it('describes the times with the problem found, when there is one', () => {
    render(<Harness error={bookingCopy.slotMissing} />);
    expect(timesOn(tuesday.date)).toHaveAccessibleDescription(bookingCopy.slotMissing);
  });
});
