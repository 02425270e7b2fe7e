import { consultationLink } from '../../src/content/navigation';
import { useBrowser } from './helpers';

/**
 * The large calls to action extend the base button style's `text-sm` with `text-base`. Joined by
 * hand, both classes stayed and Tailwind's stylesheet order made `text-sm` win (14 px); merged,
 * the later one wins. Read in the browser, as the visitor gets it.
 */
const browser = useBrowser();
const consult = `a[normalize-space()="${consultationLink.label}"]`;

it.each([
  ['the home page’s hero', '/', 'desktop', `xpath/.//main//${consult}`],
  [
    'the consultation section',
    '/about',
    'desktop',
    `xpath/.//section[@aria-labelledby="consultation-heading"]//${consult}`,
  ],
  ['the mobile menu', '/', 'phone', `xpath/.//*[@id="mobile-menu"]//${consult}`],
  ['the enquiry form', '/contact', 'phone', 'form button[type="submit"]'],
] as const)('the call to action on %s is 16 px', async (_, path, viewport, selector) => {
  const page = await browser.open(path, viewport);
  const [button] = await page.$$(selector);
  expect(await button!.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
});
