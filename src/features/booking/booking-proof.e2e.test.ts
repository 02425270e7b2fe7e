import type { Page } from 'puppeteer';
import { bookingNow, testBookingConfig } from '../../../test-kit/booking';
import { useBrowser } from '../../../tests/e2e/helpers';
import { usePreviewSite } from '../../../tests/e2e/preview-site';
import book from './content/pages/book';
import notBooked from './content/pages/book/not-booked';
import { bookingFields, type BookingField } from './fields';
import { bookingLimits } from './rules';

/**
 * The form against the real service with the proof of work on (BOOKING_PROOF_OF_WORK, issue 53):
 * with JavaScript, the live region says it is checking, the browser solves the challenge and the
 * time is held; without, the plain post is answered with the "not booked" page that points to the
 * other ways, and nothing is held. The service and the built site through the preview server.
 */
jest.setTimeout(60_000);

const browser = useBrowser();
const difficulty = 12;
const preview = usePreviewSite({
  booking: testBookingConfig({ limits: { ...bookingLimits, alarmPerHour: 0 }, proofOfWork: difficulty }),
  clock: () => bookingNow,
});

const visitor: Partial<Record<BookingField, string>> = {
  topic: 'tax',
  format: 'phone',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '020 7946 0999',
};

/** Fills in the fields by their visible labels. */
async function fillIn(page: Page): Promise<void> {
  for (const [name, value] of Object.entries(visitor) as [BookingField, string][]) {
    const { input, label } = bookingFields[name];
    const id = `#${await page.$eval(`xpath/.//label[normalize-space()="${label}"]`, (l) => l.getAttribute('for'))}`;
    if (input === 'select') await page.select(id, value);
    else await page.type(id, value);
  }
}

const held = async () => (await preview.enquiries.service.features.booking.list()).length;

it('with JavaScript: says it is checking, solves the challenge and holds the time', async () => {
  const page = await browser.open(`${preview.url}/book`, 'phone');
  await fillIn(page);
  await page.waitForSelector('input[name="slot"]');
  await page.$eval('label:has(> input[name="day"][value="2026-11-25"])', (label) => (label as HTMLElement).click());
  await page.$eval('label:has(> input[name="slot"][value="2026-11-25T11:00"])', (label) =>
    (label as HTMLElement).click(),
  );
  // Every text the outcome's live region says, in order (the check is over in a moment at 12 bits).
  await page.evaluate(() => {
    const region = document.querySelector('form [role="status"][tabindex="-1"]')!;
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  const before = await held();
  await page.click('form button[type="submit"]');
  await page.waitForSelector('[data-booked]');
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  expect(said).toContain(book.form.checking);
  expect(said.indexOf(book.form.checking)).toBeLessThan(said.indexOf(book.form.submitting));
  expect(await held()).toBe(before + 1);
  await page.close();
});

it('without JavaScript: the "not booked" page says why and points to the enquiry form; nothing is held', async () => {
  const page = await browser.open(`${preview.url}/book`, 'desktop', { javaScript: false });
  await fillIn(page);
  await page.$eval('#booking-date', (input) => ((input as HTMLInputElement).value = '2026-11-26'));
  await page.select('#booking-time', '14:30');
  const before = await held();
  const [response] = await Promise.all([page.waitForNavigation(), page.click('form button[type="submit"]')]);
  expect(response?.status()).toBe(400);
  const text = await page.$eval('main', (main) => main.textContent ?? '');
  expect(text).toContain(notBooked.checking.lead);
  const enquire = await page.$$eval('a[href="/contact"]', (links) => links.map((link) => link.textContent));
  expect(enquire).toContain(notBooked.checking.enquire);
  expect(await page.$('#booking-again form')).toBeNull();
  expect(await held()).toBe(before);
  await page.close();
});
