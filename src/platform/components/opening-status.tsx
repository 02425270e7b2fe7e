import { useSyncExternalStore } from 'react';
import { formatLongDate } from '../calendar/format';
import { formatClockTime } from '../calendar/hours-format';
import { londonOffsetMinutes } from '../calendar/london-time';
import { dayName, openingStatus, type Closures, type OpeningStatus, type WeeklyHours } from '../calendar/opening-hours';
import type { OpeningStatusCopy } from '../../content/types';

type Words = OpeningStatusCopy;

/** "Closed: opens Monday at 9:00 AM", from the status and the page's words. */
function describe(status: OpeningStatus, words: Words): { state: string; detail: string } {
  if (status.open) return { state: words.open, detail: `${words.closesAt} ${formatClockTime(status.closes)}` };
  const day =
    status.daysAhead === 0
      ? words.today
      : status.daysAhead === 1
        ? words.tomorrow
        : status.daysAhead < 7
          ? dayName(status.on)
          : formatLongDate(status.on);
  return { state: words.closed, detail: `${words.opens} ${day} at ${formatClockTime(status.opens)}` };
}

const tickMs = 30_000;

/** The clock, to the half minute: a value that stays the same between renders within one tick. */
function clockTick(): number {
  return Math.floor(Date.now() / tickMs);
}

function subscribeToClock(onChange: () => void): () => void {
  const timer = setInterval(onChange, tickMs);
  return () => clearInterval(timer);
}

/**
 * Whether the office is open now, on a London clock with bank holidays. It needs the visitor's
 * clock, so it shows once the app runs (the prerendered page has the plain hours above it); its
 * line's height is kept from the start (two lines where it can wrap, below the
 * desktop layout), so nothing moves when it appears. It is refreshed every
 * half minute, quietly: not a live region, which would interrupt a screen reader for a clock.
 */
export function OpeningStatusLine({
  hours,
  closures,
  words,
}: {
  hours: WeeklyHours;
  closures: Closures;
  words: Words;
}) {
  const tick = useSyncExternalStore(subscribeToClock, clockTick, () => null);
  const now = tick === null ? null : new Date(tick * tickMs);
  const status = now ? openingStatus(now, hours, closures) : null;
  // "(London time)" where the visitor's clock shows another time; from the clock's offset, not
  // Intl's time zone, whose first use would load the browser's locale data as the app starts.
  const clockAsLondon = now ? -now.getTimezoneOffset() === londonOffsetMinutes(now) : true;
  const text = status ? describe(status, words) : null;
  return (
    <span
      className="mt-1 flex min-h-14 items-start gap-2 lg:min-h-7"
      data-opening-status={status ? String(status.open) : undefined}
    >
      {text && status && (
        <>
          <span
            aria-hidden="true"
            className={`mt-2.5 size-2.5 shrink-0 rounded-full ${status.open ? 'bg-emerald-600' : 'bg-slate-400'}`}
          />
          <span>
            <strong className="font-semibold">{text.state}</strong>: {text.detail}
            {!clockAsLondon && ` ${words.londonTime}`}
          </span>
        </>
      )}
    </span>
  );
}
