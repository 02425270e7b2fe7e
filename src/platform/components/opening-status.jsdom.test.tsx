import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { OpeningStatusLine } from './opening-status';
import { site } from '../../config/site';
import { bankHolidayClosures } from '../calendar/closures';
import contact from '../../features/enquiry/content/pages/contact';

/** The contact page's "Open now" line, on a fake clock (the instants are UTC, the words London's). */
const line = (
  <OpeningStatusLine
    hours={site.hours.weekdays}
    closures={bankHolidayClosures('2026-01-01', site.hours.weekdays)}
    words={contact.openingStatus}
  />
);
/** The note after the times where the machine's clock (its TZ) shows another time than London's in November (GMT). */
const londonSuffix = new Date('2026-11-24T12:00:00Z').getTimezoneOffset() === 0 ? '' : ' (London time)';

describe('the opening status line', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is an empty line of the same height when prerendered (no clock on the server)', () => {
    jest.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const html = renderToString(line);
    expect(html).toContain('min-h-14');
    expect(html).not.toMatch(/Open|Closed/);
  });

  it('says "Open now: closes at 5:30 PM" on a working afternoon', () => {
    jest.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const { container } = render(line);
    expect(container).toHaveTextContent(`Open now: closes at 5:30 PM${londonSuffix}`);
  });

  it('says "Closed: opens Monday at 9:00 AM" on a Friday evening, and changes as the clock moves', () => {
    jest.setSystemTime(new Date('2026-11-27T17:29:45Z'));
    const { container } = render(line);
    expect(container).toHaveTextContent('Open now: closes at 5:30 PM');
    act(() => jest.advanceTimersByTime(30_000));
    expect(container).toHaveTextContent(`Closed: opens Monday at 9:00 AM${londonSuffix}`);
  });

  it('says "today" before opening and "tomorrow" after closing, and names the day after Christmas', () => {
    jest.setSystemTime(new Date('2026-11-24T07:00:00Z'));
    expect(render(line).container).toHaveTextContent('Closed: opens today at 9:00 AM');
    jest.setSystemTime(new Date('2026-11-24T18:00:00Z'));
    expect(render(line).container).toHaveTextContent('Closed: opens tomorrow at 9:00 AM');
    jest.setSystemTime(new Date('2026-12-24T18:00:00Z'));
    expect(render(line).container).toHaveTextContent('Closed: opens Tuesday at 9:00 AM');
  });

  it('adds "(London time)" only where the visitor\'s clock shows another time than London\'s', () => {
    // Minutes the clock is behind UTC, as Date's getTimezoneOffset gives them.
    const withClockOffset = (behindUtc: number, instant: string) => {
      jest.setSystemTime(new Date(instant));
      jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(behindUtc);
      return render(line).container.textContent;
    };
    try {
      expect(withClockOffset(300, '2026-11-24T12:00:00Z')).toMatch(/5:30 PM \(London time\)$/); // New York, winter
      expect(withClockOffset(0, '2026-11-24T12:00:00Z')).toMatch(/5:30 PM$/); // GMT, as London in winter
      expect(withClockOffset(-60, '2027-06-01T12:00:00Z')).toMatch(/5:30 PM$/); // BST, or Lisbon in summer
      expect(withClockOffset(0, '2027-06-01T12:00:00Z')).toMatch(/5:30 PM \(London time\)$/); // Reykjavik in summer
    } finally {
      jest.restoreAllMocks();
    }
  });
});
