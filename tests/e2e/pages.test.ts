import type { HTTPRequest, Page } from 'puppeteer';
import { enquiryFields } from '../../src/content/enquiry';
import { fieldNames } from '../../src/platform/forms/form-fields';
import { scrollSettled } from '../support/settled';
import { baseUrl, useBrowser } from './helpers';

const browser = useBrowser();

function expanded(page: Page): Promise<string[]> {
  return page.$$eval('details[open] > summary', (summaries) =>
    summaries.map((summary) => summary.id.replace(/-summary$/, '')),
  );
}

function visiblePanels(page: Page): Promise<string[]> {
  return page.$$eval('[role="region"][id$="-panel"]', (panels) =>
    panels.filter((panel) => panel.checkVisibility()).map((panel) => panel.id.replace(/-panel$/, '')),
  );
}

describe('services page', () => {
  it('opens one card at a time, and clicking the open card closes it', async () => {
    const page = await browser.open('/services');
    expect(await expanded(page)).toEqual([]);

    await page.click('#accountancy-summary');
    expect(await expanded(page)).toEqual(['accountancy']);
    expect(await visiblePanels(page)).toEqual(['accountancy']);

    await page.click('#tax-summary');
    expect(await expanded(page)).toEqual(['tax']);
    expect(await visiblePanels(page)).toEqual(['tax']);
    const links = await page.$$eval('#tax-panel a', (as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/services/tax/corporation-tax', '/services/tax']));

    await page.click('#tax-summary');
    expect(await expanded(page)).toEqual([]);
    expect(await visiblePanels(page)).toEqual([]);
  });

  it('opens a card by keyboard', async () => {
    const page = await browser.open('/services');
    await page.focus('#audit-summary');
    await page.keyboard.press('Enter');
    expect(await expanded(page)).toEqual(['audit']);
    await page.keyboard.press('Space');
    expect(await expanded(page)).toEqual([]);
  });

  it.each([
    ['#fintech', 'emi-reporting'],
    ['#crypto', 'crypto-accounting'],
    ['#sme', 'sme-accounting'],
    ['#vat-services', 'vat-services'],
  ])('arriving with %s opens %s and brings it into view', async (hash, id) => {
    const page = await browser.open(`/services${hash}`, 'phone');
    await page.waitForFunction(
      (cardId) => {
        const card = document.getElementById(cardId);
        if (!card) return false;
        const top = card.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      },
      {},
      id,
    );
    expect(await expanded(page)).toEqual([id]);
  });

  it('opens the matching card when a footer anchor is followed from another page', async () => {
    const page = await browser.open('/about');
    await page.click('footer a[href="/services#crypto"]');
    await page.waitForFunction(() => window.location.pathname === '/services');
    await page.waitForSelector('details[open] > #crypto-accounting-summary');
  });
});

describe('sector-style pages', () => {
  it('shows property-construction content for an unknown sector, naming it as canonical', async () => {
    const page = await browser.open('/sectors/aviation');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Property and Construction');
    expect(await page.$eval('link[rel="canonical"]', (l) => new URL(l.getAttribute('href') ?? '').pathname)).toBe(
      '/sectors/property-construction',
    );
    expect(await page.$$eval('main h2 + ul > li h3', (items) => items.length)).toBe(6);
  });

  it('gives financial services subsectors their own content', async () => {
    const page = await browser.open('/sectors/financial-services/payments-e-money');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Payments and E-money');
    expect(await page.$eval('link[rel="canonical"]', (l) => new URL(l.getAttribute('href') ?? '').pathname)).toBe(
      '/sectors/financial-services/payments-e-money',
    );
  });

  it('gives a subservice its own page with a breadcrumb trail', async () => {
    const page = await browser.open('/services/audit/safeguarding-audit');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Safeguarding Audits');
    expect(await page.$$eval('nav[aria-label="Breadcrumb"] a', (as) => as.map((a) => a.textContent))).toEqual([
      'Home',
      'Services',
      'Audit and Assurance',
    ]);
  });
});

describe('about page', () => {
  it('shows three team members with portraits', async () => {
    const page = await browser.open('/about');
    const members = await page.$$eval('section[aria-labelledby="team-heading"] li', (items) =>
      items.map((item) => ({
        name: item.querySelector('h3')?.textContent,
        portrait: item.querySelector('img')?.getAttribute('alt'),
      })),
    );
    expect(members).toHaveLength(3);
    // The heading reads "Name, letters": the portrait is of the name.
    for (const member of members) expect(member.portrait).toContain(member.name?.split(', ')[0]);
  });
});

describe('contact page', () => {
  it('shows the phone, email and business hours', async () => {
    const page = await browser.open('/contact');
    const text = await page.$eval('main', (main) => main.textContent ?? '');
    // The specification's own words (SPEC.md, "Business hours").
    expect(text).toContain('Monday to Friday 9:00 AM to 5:30 PM; closed at weekends');
    expect(await page.$('main a[href^="tel:+44"]')).not.toBeNull();
    expect(await page.$('main a[href^="mailto:"]')).not.toBeNull();
  });

  it('blocks an empty submit with the browser’s own validation', async () => {
    const page = await browser.open('/contact');
    await page.click('button[type="submit"]');
    expect(await page.$eval('button[type="submit"]', (b) => b.textContent)).toBe('Send Message');
    expect(await page.$eval('form', (form) => form.checkValidity())).toBe(false);
    expect(await page.$eval('#enquiry-name', (input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
    await page.type('#enquiry-email', 'not-an-email');
    expect(await page.$eval('#enquiry-email', (input) => (input as HTMLInputElement).validity.typeMismatch)).toBe(true);
  });

  it('sends: disabled and "Sending..." for at least a second, then logs, thanks and empties the form', async () => {
    const page = await browser.open('/contact', 'phone');
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const requests: { method: string; url: string; body?: string }[] = [];
    page.on('request', (request: HTTPRequest) =>
      requests.push({ method: request.method(), url: request.url(), body: request.postData() }),
    );

    const labelled = async (label: string) => {
      const id = await page.$eval(`xpath/.//label[normalize-space()="${label}"]`, (l) => l.getAttribute('for'));
      return `#${id}`;
    };
    await page.type(await labelled('Full Name'), 'Ada Lovelace');
    await page.type(await labelled('Email Address'), 'ada@example.com');
    await page.type(await labelled('Phone Number'), '020 7946 0999');
    await page.type(await labelled('Company Name'), 'Analytical Engines Ltd');
    await page.select(await labelled('Subject'), 'fintech');
    await page.type(await labelled('Your Message'), 'We need a safeguarding audit.');
    expect(
      await page.$eval(await labelled('Subject'), (select) =>
        Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.textContent]),
      ),
    ).toEqual([
      ['', 'Please select'],
      ['fintech', 'Fintech Accounting'],
      ['crypto', 'Crypto Accounting'],
      ['sme', 'SME Accounting'],
      ['general', 'General Enquiry'],
    ]);

    const submit = 'button[type="submit"]';
    const started = Date.now();
    await page.click(submit);
    expect(await page.$eval(submit, (b) => [(b as HTMLButtonElement).disabled, b.textContent])).toEqual([
      true,
      'Sending...',
    ]);
    await page.click(submit).catch(() => undefined); // a second click while sending does nothing

    await page.waitForFunction(
      () => document.body.textContent?.includes('Thank you for your message! We will be in touch shortly.'),
      {},
    );
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(950);

    await page.waitForFunction((s) => !(document.querySelector(s) as HTMLButtonElement).disabled, {}, submit);
    expect(await page.$eval(submit, (b) => b.textContent)).toBe('Send Message');
    const values = await page.$$eval('form input:not([name="website"]), form select, form textarea', (fields) =>
      fields.map((field) => (field as HTMLInputElement).value),
    );
    expect(values).toEqual(fieldNames(enquiryFields).map(() => ''));

    const enquiryLogs = logs.filter((line) => line.includes('Enquiry submitted'));
    expect(enquiryLogs).toHaveLength(1);
    // Sent once, to the site's own enquiry service; nothing else leaves the page but its own code.
    const posts = requests.filter((request) => request.method !== 'GET');
    expect(posts).toHaveLength(1);
    expect(new URL(posts[0]!.url).pathname).toBe('/api/enquiries');
    expect(JSON.parse(posts[0]!.body ?? '{}')).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '020 7946 0999',
      company: 'Analytical Engines Ltd',
      subject: 'fintech',
      message: 'We need a safeguarding audit.',
    });
    for (const request of requests) {
      expect(new URL(request.url).origin).toBe(baseUrl());
      if (request.method === 'GET') expect(new URL(request.url).pathname).toMatch(/^\/assets\/[\w.-]+\.js$/);
    }

    // The toast sits at the top right (the bar around the status message), once it has slid in.
    // (The form's own status, beside its button, is not the toast.)
    await page.waitForFunction(() =>
      document
        .querySelector('[role="status"]:not(form *)')
        ?.parentElement?.getAnimations()
        .every((animation) => animation.playState === 'finished'),
    );
    const toast = await page.$eval('[role="status"]:not(form *)', (el) => {
      const box = (el.parentElement ?? el).getBoundingClientRect();
      return { right: window.innerWidth - box.right, top: box.top };
    });
    expect(toast.top).toBeLessThan(200);
    expect(toast.right).toBeLessThanOrEqual(20);
  });

  it('keeps the submit button clear of the floating chat link on a phone', async () => {
    const page = await browser.open('/contact', 'phone');
    await page.$eval('button[type="submit"]', (b) => b.scrollIntoView({ block: 'end' }));
    // The link steps aside once the button is in its band (chat-link.tsx), and its fade ends.
    await page.waitForSelector('a[href^="https://wa.me/"][data-hidden="true"]');
    await scrollSettled(page);
    const hitsChat = await page.$eval('button[type="submit"]', (button) => {
      const box = button.getBoundingClientRect();
      return [box.left + 4, box.right - 4].some((x) =>
        document.elementFromPoint(x, box.top + box.height / 2)?.closest('a[href^="https://wa.me/"]'),
      );
    });
    expect(hitsChat).toBe(false);
  });
});

it('serves everything from its own origin', () => {
  expect(new URL(baseUrl()).hostname).toBe('127.0.0.1');
});
