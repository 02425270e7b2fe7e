import request from 'supertest';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import { startTestEnquiries, type TestEnquiries } from '../../../../test-kit/enquiry-service';
import { parseHtml } from '../../../../tests/support/html';
import { errorPatternGaps } from '../../../../tests/support/error-pattern';
import { documentTitle } from '../../../platform/components/document-title';
import copy from '../content/pages/tools/sole-trader-or-limited-company';
import answerCopy from '../content/sole-trader-or-limited-company-answer';
import { taxYear2026To27 as year } from '../../../content/tax-years/2026-27';
import { penceFromPounds } from '../rules/money';
import { compare } from '../rules/sole-trader-or-company/compare';
import { runningCosts } from '../rules/sole-trader-or-company/running-costs';
import { postPath } from '../sole-trader-or-company/answers';
import { controlId } from '../sole-trader-or-company/sole-trader-or-company-content';
import { signedPounds } from '../sole-trader-or-company/signed-pounds';

/**
 * The calculator's plain post (JavaScript off) through the service: the page with the answer in
 * it, the figures the engine's; the form again with what was sent; and every refusal.
 */
jest.setTimeout(60_000);

let enquiries: TestEnquiries;
let app: ReturnType<typeof createEnquiryApp>;
beforeAll(async () => {
  enquiries = await startTestEnquiries();
  app = createEnquiryApp(enquiries.service);
});
afterAll(() => enquiries?.stop());

const form = (fields: Record<string, string>) =>
  request(app).post(postPath).type('form').set('Host', 'example.com').send(fields);

it('answers a plain post with the page, the figures the engine’s, the form refilled', async () => {
  const response = await form({ profit: '50,270', otherIncome: '', pension: '', onlyEmployee: 'no', year: year.id });
  expect(response.status).toBe(200);
  expect(response.get('cache-control')).toBe('no-store');
  const page = parseHtml(response.text);
  const engine = compare(
    year,
    { profit: penceFromPounds('50270')!, otherIncome: 0, pensionContributions: 0, onlyEmployee: false },
    runningCosts({ turnoverBand: 'up-to-90k', transactionBand: 'up-to-50', vatRegistered: false, onlyEmployee: false })
      .extra,
  );
  const shown = (way: string) => page.querySelector(`[data-take-home="${way}"]`)?.textContent;
  expect(shown('soleTrader')).toBe(signedPounds(engine.soleTrader.takeHome));
  expect(shown('company')).toBe(signedPounds(engine.company.takeHome));
  expect(page.querySelector('#comparison-answer')?.textContent).toBe(answerCopy.result.summary(engine.difference));
  expect(page.title).toBe(documentTitle(`${answerCopy.result.summary(engine.difference)}: ${copy.title}`));
  expect((page.querySelector('#stc-profit') as HTMLInputElement).value).toBe('50,270');
  expect((page.querySelector('#onlyEmployee-no') as HTMLInputElement).checked).toBe(true);
  // The figures travel in the fragment, which no request and no Referer carries to a server's log.
  const book = new URL(page.querySelector(`a[href^="/book#"]`)?.getAttribute('href') ?? '', 'https://example.com');
  expect(book.search).toBe('');
  const carried = new URLSearchParams(book.hash.slice(1));
  expect(carried.get('topic')).toBe(answerCopy.booking.topic);
  expect(carried.get('note')).toContain(signedPounds(engine.company.takeHome));
});

it('refuses a profit that is not a sum with 400, the problem by its field and in a summary', async () => {
  const response = await form({ profit: 'lots', year: year.id });
  expect(response.status).toBe(400);
  const page = parseHtml(response.text);
  expect(page.querySelector('#stc-profit-error')?.textContent).toBe(copy.form.invalidSum);
  expect(page.querySelector('#stc-profit')?.getAttribute('aria-invalid')).toBe('true');
  expect(
    [...page.querySelectorAll('[id$="-error-summary-heading"] + ul a')].map((a) => a.getAttribute('href')),
  ).toEqual(['#stc-profit']);
  expect(page.querySelector('[data-comparison-result]')).toBeNull();
  expect((page.querySelector('#stc-profit') as HTMLInputElement).value).toBe('lots');
});

it('answers an empty post and a wrong one in the one error pattern (issue 54)', async () => {
  const empty = await form({});
  expect(empty.status).toBe(400);
  expect(errorPatternGaps(empty.text, { action: postPath, sent: {}, refused: ['profit'] })).toEqual([]);
  const wrong = await form({ profit: 'lots', otherIncome: '-5', year: year.id });
  expect(wrong.status).toBe(400);
  expect(
    errorPatternGaps(wrong.text, { action: postPath, sent: { profit: 'lots' }, refused: ['profit', 'otherIncome'] }),
  ).toEqual([]);
});

it('refuses a year whose rates are not offered, another site’s post, JSON and other methods', async () => {
  expect((await form({ profit: '1', year: '2027-28' })).status).toBe(400);
  expect((await form({ profit: '1' }).set('Origin', 'https://elsewhere.example')).status).toBe(403);
  expect((await request(app).post(postPath).send({ profit: '1' })).status).toBe(415);
  const get = await request(app).get(postPath);
  expect([get.status, get.get('allow')]).toEqual([405, 'POST']);
});

it('refuses what it would otherwise have to change: a sum too long, a comma not between thousands, a field twice or unknown', async () => {
  const problem = async (body: string, field: string) => {
    const response = await request(app).post(postPath).type('form').set('Host', 'example.com').send(body);
    expect(response.status).toBe(400);
    const page = parseHtml(response.text);
    expect(page.querySelector('[data-comparison-result]')).toBeNull();
    // Each problem in the summary above the form, linked to its field (the radio buttons have no line of their own).
    const summary = [...page.querySelectorAll('[id$="-error-summary-heading"] + ul a')];
    return summary.find((link) => link.getAttribute('href') === `#${controlId(field)}`)?.textContent;
  };
  const long = `1234${' '.repeat(40)}5`;
  expect(await problem(`profit=${encodeURIComponent(long)}&year=${year.id}`, 'profit')).toBe(copy.form.tooLong(40));
  expect(await problem(`profit=45%2C50&year=${year.id}`, 'profit')).toBe(copy.form.invalidSum);
  expect(await problem(`profit=45000&onlyEmployee=maybe&year=${year.id}`, 'onlyEmployee')).toBe(copy.form.notOffered);
  expect(await problem(`profit=45000&onlyEmployee=no&onlyEmployee=yes&year=${year.id}`, 'onlyEmployee')).toBe(
    copy.form.repeated,
  );
  expect(await problem(`profit=45000&year=${year.id}&year=${year.id}`, 'year')).toBe(copy.form.repeated);
  expect(await problem(`profit=45000&year=${year.id}&salary=1`, 'profit')).toBe(copy.form.unknownFields(['salary']));
  // A comma between thousands is a sum.
  expect((await form({ profit: '45,000.50', year: year.id })).status).toBe(200);
});
