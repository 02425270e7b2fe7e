import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { href } from '../../config/paths';
import { enquiryForm } from '../../content/enquiry';
import copy from './content/pages/tools/mtd-income-tax';
import { MtdIncomeTaxForm } from './mtd-income-tax-form';
import { formatPounds, penceFromPounds } from './rules/money';
import { checkMtdIncomeTax, mtdPhases, type MtdAnswers } from './rules/mtd-income-tax';

/**
 * The Making Tax Digital for Income Tax checker as a visitor uses it: answer, read the answer in the
 * page's own words (worked out by the rules for the visitor's today), and carry it into an enquiry.
 * The clock is fixed at 23 November 2026, London: after the first start date, before the second.
 * The browser's refusals of an empty or a malformed submit are in src/platform/forms/form-errors.jsdom.test.tsx.
 */
const today = '2026-11-23';
const [first, second] = mtdPhases;
const { exemptionQuestion, incomeQuestion } = copy;

beforeEach(() => jest.useFakeTimers({ now: new Date(`${today}T12:00:00Z`) }));
afterEach(() => jest.useRealTimers());

function renderChecker(): UserEvent {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter>
      <MtdIncomeTaxForm />
    </MemoryRouter>,
  );
  return user;
}

/** A year's two sums, found by the year's group and each sum's label. */
const sum = (phase: (typeof mtdPhases)[number], source: 'selfEmployment' | 'property') =>
  within(screen.getByRole('group', { name: incomeQuestion.year(phase) })).getByLabelText(incomeQuestion[source]);
/** The answer, once shown (what carries it on loads at the first submit). */
const result = () => screen.findByRole('group', { name: new RegExp(`^${copy.form.resultHeading} `) });

/** The answer the rules and the page's words give for these answers today. */
const expected = (answers: MtdAnswers) => copy.answer(checkMtdIncomeTax(answers), today);
const pence = (text: string) => penceFromPounds(text)!;

async function expectAnswer(words: ReturnType<typeof expected>): Promise<void> {
  const shown = await result();
  await waitFor(() => expect(shown).toHaveFocus());
  expect(shown).toHaveAccessibleName(`${copy.form.resultHeading} ${words.heading}`);
  for (const paragraph of [...words.body, copy.form.caveat]) expect(within(shown).getByText(paragraph)).toBeVisible();
  expect(within(shown).getByRole('link', { name: words.source.title })).toHaveAttribute('href', words.source.url);
}

/** What a link carries to the form: in its fragment, which no server sees. */
const carried = (url: URL) => new URLSearchParams(url.hash.slice(1));

describe('the MTD for Income Tax checker', () => {
  it('answers in the past tense for a start date already passed, and offers the enquiry with the answers in it', async () => {
    const user = renderChecker();
    await user.click(screen.getByLabelText(exemptionQuestion.choices[0]!.label));
    await user.type(sum(first, 'selfEmployment'), '£40,000');
    await user.type(sum(first, 'property'), '10000.01');
    await user.click(screen.getByRole('button', { name: copy.form.submit }));

    const words = expected({
      exemption: 'none',
      income: { [first.taxYear]: { selfEmployment: pence('40000'), property: pence('10000.01') } },
    });
    // £50,000.01: more than the first threshold, whose start date has passed.
    expect(words.heading).toBe(`You should already be using it: since ${first.startsOn}`);
    await expectAnswer(words);

    const link = within(await result()).getByRole('link', { name: copy.enquiry.link });
    const to = new URL(link.getAttribute('href')!, 'https://example.com');
    expect(to.pathname).toBe(href('/contact'));
    expect(carried(to).get('subject')).toBe(copy.enquiry.subject);
    const message = carried(to).get('message')!.split('\n');
    expect(message[0]).toBe(copy.enquiry.intro);
    expect(message).toEqual(
      expect.arrayContaining([
        `- ${exemptionQuestion.legend} ${exemptionQuestion.choices[0]!.label}`,
        `- ${incomeQuestion.year(first)}: ${incomeQuestion.selfEmployment} ${formatPounds(pence('40000'))}, ${incomeQuestion.property} ${formatPounds(pence('10000.01'))}`,
        words.heading,
        ...words.body,
      ]),
    );
    expect(message.at(-1)).toBe(copy.enquiry.close);

    // The same answer carried to the booking form: its topic, and the enquiry's words as the note.
    const book = new URL(
      within(await result())
        .getByRole('link', { name: copy.booking.link })
        .getAttribute('href')!,
      'https://example.com',
    );
    expect(book.pathname).toBe(href('/book'));
    expect(carried(book).get('topic')).toBe(copy.booking.topic);
    expect(carried(book).get('note')).toBe(carried(to).get('message'));
  });

  it('answers in the future tense for a later start date, and exactly the threshold does not bring a year in', async () => {
    const user = renderChecker();
    await user.click(screen.getByLabelText(exemptionQuestion.choices[0]!.label));
    const atThreshold = String(first.thresholdPence / 100);
    await user.type(sum(first, 'selfEmployment'), atThreshold);
    await user.type(sum(first, 'property'), '0');
    await user.type(sum(second, 'selfEmployment'), '30000.01');
    await user.click(screen.getByRole('button', { name: copy.form.submit }));

    const words = expected({
      exemption: 'none',
      income: {
        [first.taxYear]: { selfEmployment: first.thresholdPence, property: 0 },
        [second.taxYear]: { selfEmployment: pence('30000.01'), property: 0 },
      },
    });
    expect(words.heading).toBe(`You must start on ${second.startsOn}`);
    await expectAnswer(words);
  });

  it('answers an automatic exemption without asking for figures, and drops the answer once an answer changes', async () => {
    const user = renderChecker();
    const noNino = exemptionQuestion.choices.find((choice) => choice.value === 'noNationalInsuranceNumber')!;
    await user.click(screen.getByLabelText(noNino.label));
    await user.click(screen.getByRole('button', { name: copy.form.submit }));
    await expectAnswer(expected({ exemption: 'noNationalInsuranceNumber', income: {} }));

    // An answer to other questions would be out of date: it goes at the first change.
    await user.type(sum(first, 'property'), '1');
    expect(screen.queryByRole('group', { name: new RegExp(`^${copy.form.resultHeading} `) })).toBeNull();
  });

  it('refuses a sum it cannot read in a later year, naming that year, and leads to it from the summary', async () => {
    const user = renderChecker();
    await user.click(screen.getByLabelText(exemptionQuestion.choices[0]!.label));
    await user.type(sum(second, 'property'), '30k');
    await user.click(screen.getByRole('button', { name: copy.form.submit }));

    const refused = sum(second, 'property');
    const problem = `${incomeQuestion.year(second)}, ${incomeQuestion.property}: ${copy.invalidSum}`;
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    expect(refused).toHaveAccessibleDescription(expect.stringContaining(problem));
    expect(sum(second, 'selfEmployment')).not.toHaveAttribute('aria-invalid');
    const summary = await screen.findByRole('group', { name: enquiryForm.errorSummaryHeading });
    await user.click(within(summary).getByRole('link', { name: problem }));
    expect(refused).toHaveFocus();
    expect(screen.queryByRole('group', { name: new RegExp(`^${copy.form.resultHeading} `) })).toBeNull();
  });
});
