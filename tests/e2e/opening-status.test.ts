import { site } from '../../src/config/site';
import contact from '../../src/features/enquiry/content/pages/contact';
import { formatClockTime } from '../../src/platform/calendar/hours-format';
import { bankHolidayClosures } from '../../src/platform/calendar/closures';
import { londonDate } from '../../src/platform/calendar/london-time';
import { openingStatus } from '../../src/platform/calendar/opening-hours';
import { useBrowser, waitForHydration } from './helpers';

/**
 * The contact page's "Open now" line, in a browser set to New York time: the status is London's,
 * said to be so. The prerendered page (JavaScript off) has the plain hours and no status.
 */
const browser = useBrowser();
const { opens, closes } = site.hours.weekdays;

/** What the line may say now: the status at this minute, or the next one's if a change falls between. */
function expectedNow(): string[] {
  return [new Date(), new Date(Date.now() + 60_000)].map((instant) => {
    const status = openingStatus(
      instant,
      site.hours.weekdays,
      bankHolidayClosures(londonDate(instant), site.hours.weekdays),
    );
    if (!status) return '';
    return status.open ? `Open now: closes at ${formatClockTime(closes)}` : `Closed: opens`;
  });
}

it('shows whether the office is open, in London time, once the app runs', async () => {
  const page = await browser.open('/contact', 'phone', { before: (p) => void p.emulateTimezone('America/New_York') });
  await waitForHydration(page);
  const line = await page.waitForSelector('[data-opening-status]');
  const text = (await line!.evaluate((element) => element.textContent ?? '')).trim();
  expect(expectedNow().some((start) => start !== '' && text.startsWith(start))).toBe(true);
  if (text.startsWith('Closed')) expect(text).toMatch(new RegExp(` at ${formatClockTime(opens)} `));
  expect(text.endsWith(contact.openingStatus.londonTime)).toBe(true);
});

it('shows the plain hours, and no status, without JavaScript', async () => {
  const page = await browser.open('/contact', 'phone', { javaScript: false });
  const hours = await page.$eval('dl', (list) => list.textContent ?? '');
  expect(hours).toContain(site.hours.shown);
  expect(await page.$('[data-opening-status]')).toBeNull();
  expect(hours).not.toMatch(/Open now|Closed:/);
});
