import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { href } from '../../config/paths';
import { enquiryForm } from '../../content/enquiry';
import fees from '../../content/pages/fees';
import { EstimateForm } from './estimate-form';
import type { Estimate } from '../../content/fee-rules';
import { estimateFees, type EstimateAnswers } from './estimate';

/**
 * The fees page's instant estimate as a visitor uses it: choose, read the figure and its breakdown
 * (worked out by the fees module's own rules, src/features/fees/estimate.ts), send it on as an
 * enquiry; and what is said when an answer is missing.
 */
const { rules, labels, enquiry } = fees.estimate;
const band = (bands: readonly { id: string; label: string }[], id: string) => bands.find((b) => b.id === id)!.label;

function renderEstimate(): UserEvent {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <EstimateForm />
    </MemoryRouter>,
  );
  return user;
}

/** Answers the questions by their visible labels. */
async function answer(user: UserEvent, answers: EstimateAnswers): Promise<void> {
  const client = rules.clientTypes.find((type) => type.id === answers.clientType)!;
  await user.click(screen.getByLabelText(client.label));
  await user.selectOptions(screen.getByLabelText(labels.turnover), band(rules.turnoverBands, answers.turnoverBand));
  await user.selectOptions(
    screen.getByLabelText(rules.transactionsLabel),
    band(rules.transactionBands, answers.transactionBand),
  );
  await user.clear(screen.getByLabelText(labels.employees));
  await user.type(screen.getByLabelText(labels.employees), String(answers.employees));
  const vat = screen.getByRole('group', { name: labels.vatRegistered });
  await user.click(within(vat).getByLabelText(answers.vatRegistered ? labels.yes : labels.no));
  for (const id of answers.extras)
    await user.click(screen.getByLabelText(rules.extras.find((e) => e.id === id)!.label));
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

const result = () => screen.getByRole('group', { name: new RegExp(`^${labels.resultHeading} `) });
const extra = (id: string) => rules.extras.find((e) => e.id === id)!.label;
const inRange = (estimate: Estimate) => {
  if (estimate.kind !== 'range') throw new Error(`expected figures, got ${estimate.kind}`);
  return estimate;
};

/** What a link carries to the form: in its fragment, which no server sees. */
const carried = (url: URL) => new URLSearchParams(url.hash.slice(1));

describe('the instant estimate', () => {
  it('shows a business the year’s total excluding VAT, then with VAT, and each line, as the fees module works them out', async () => {
    const answers: EstimateAnswers = {
      clientType: 'limitedCompany',
      turnoverBand: 'to-250k',
      transactionBand: 'to-200',
      employees: 3,
      vatRegistered: true,
      extras: ['bookkeeping'],
    };
    const user = renderEstimate();
    await answer(user, answers);

    const estimate = inRange(estimateFees(rules, fees.vat.ratePercent, answers));
    // Every answer counts here: the company's own fee, payroll, VAT returns and the extra.
    expect(estimate.lines).toHaveLength(4);
    const shown = result();
    expect(shown).toHaveFocus();
    expect(shown).toHaveAccessibleName(`${labels.resultHeading} ${fees.yearText(estimate.total)}, excluding VAT`);
    expect(within(shown).getByText(`${labels.totalWithVat}: ${fees.yearText(estimate.totalWithVat)}`)).toBeVisible();

    const table = within(shown).getByRole('table', { name: labels.breakdownCaption });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      [`${estimate.lines[0]!.label}${estimate.lines[0]!.detail}`, fees.rangeText(estimate.lines[0]!)],
      [`${rules.payroll.label}${labels.employeesDetail(3)}`, fees.rangeText(estimate.lines[1]!)],
      [rules.vatReturns.label, fees.rangeText(estimate.lines[2]!)],
      [extra('bookkeeping'), fees.rangeText(estimate.lines[3]!)],
      [labels.total, fees.rangeText(estimate.total)],
      [labels.vat, fees.rangeText(estimate.vat)],
      [labels.totalWithVat, fees.rangeText(estimate.totalWithVat)],
    ]);

    // Sent on, the enquiry carries the subject for the client type and the estimate in words, headline first.
    const to = new URL(
      within(shown).getByRole('link', { name: labels.send }).getAttribute('href')!,
      'https://example.com',
    );
    expect(to.pathname).toBe(href('/contact'));
    expect(carried(to).get('subject')).toBe(rules.clientTypes.find((type) => type.id === answers.clientType)!.subject);
    const message = carried(to).get('message')!.split('\n');
    expect(message[0]).toBe(enquiry.intro);
    const estimateAt = message.indexOf(enquiry.estimateHeading);
    expect(message.slice(estimateAt + 1, estimateAt + 3)).toEqual([
      `${fees.yearText(estimate.total)}, excluding VAT`,
      `${labels.totalWithVat}: ${fees.yearText(estimate.totalWithVat)}`,
    ]);
    expect(message).toEqual(
      expect.arrayContaining([`- ${labels.employees}: 3`, `- ${labels.extras}: ${extra('bookkeeping')}`]),
    );

    // And to the booking form: the client type's topic, and the same words as the note.
    const book = new URL(
      within(shown).getByRole('link', { name: labels.book }).getAttribute('href')!,
      'https://example.com',
    );
    expect(book.pathname).toBe(href('/book'));
    expect(carried(book).get('topic')).toBe(rules.clientTypes.find((type) => type.id === answers.clientType)!.topic);
    expect(carried(book).get('note')).toBe(carried(to).get('message'));
    expect(message.at(-1)).toBe(enquiry.close);
  });

  it('shows a sole trader the total including VAT first, in the page and in the message', async () => {
    const answers: EstimateAnswers = {
      clientType: 'soleTrader',
      turnoverBand: 'up-to-90k',
      transactionBand: 'up-to-50',
      employees: 0,
      vatRegistered: false,
      extras: [],
    };
    const user = renderEstimate();
    await answer(user, answers);
    const estimate = inRange(estimateFees(rules, fees.vat.ratePercent, answers));
    expect(result()).toHaveAccessibleName(
      `${labels.resultHeading} ${fees.yearText(estimate.totalWithVat)}, including VAT`,
    );
    expect(within(result()).getByText(`${labels.total}: ${fees.yearText(estimate.total)}`)).toBeVisible();
    const to = new URL(
      within(result()).getByRole('link', { name: labels.send }).getAttribute('href')!,
      'https://example.com',
    );
    const message = carried(to).get('message')!.split('\n');
    expect(message[message.indexOf(enquiry.estimateHeading) + 1]).toBe(
      `${fees.yearText(estimate.totalWithVat)}, including VAT`,
    );
  });

  it('says "quoted individually", with no figure, past the published range', async () => {
    const user = renderEstimate();
    await answer(user, {
      clientType: 'paymentFirm',
      turnoverBand: 'over-1m',
      transactionBand: 'over-1000',
      employees: 0,
      vatRegistered: false,
      extras: [],
    });
    const words = labels.quotedIndividually(
      `${band(rules.turnoverBands, 'over-1m')} and ${band(rules.transactionBands, 'over-1000')}`,
    );
    expect(result()).toHaveAccessibleName(`${labels.resultHeading} ${words}`);
    expect(within(result()).queryByRole('table')).toBeNull();
  });

  it('leaves out what the independence page refuses beside a safeguarding audit, and says so', async () => {
    const answers: EstimateAnswers = {
      clientType: 'safeguardingAuditClient',
      turnoverBand: 'to-250k',
      transactionBand: 'to-200',
      employees: 2,
      vatRegistered: false,
      extras: ['bookkeeping', 'management-accounts'],
    };
    const user = renderEstimate();
    await answer(user, answers);
    const estimate = inRange(estimateFees(rules, fees.vat.ratePercent, answers));
    const refused = [rules.payroll.label, extra('bookkeeping'), extra('management-accounts')];
    expect(estimate.leftOut).toEqual(refused);
    expect(within(result()).getByText(labels.leftOut(refused.join(', ')))).toBeVisible();
    for (const label of refused) expect(within(result()).queryByRole('rowheader', { name: label })).toBeNull();
  });

  it('names each missing answer beside it and in a summary, and shows no estimate', async () => {
    const user = renderEstimate();
    await user.click(screen.getByRole('button', { name: labels.submit }));
    const summary = screen.getByRole('group', { name: enquiryForm.errorSummaryHeading });
    const { problems } = labels;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [problems.clientType, `#clientType-${rules.clientTypes[0]!.id}`],
      [problems.turnover, '#estimate-turnover'],
      [problems.transactions, '#estimate-transactions'],
      [problems.vat, '#vat-yes'],
    ]);
    expect(screen.getByLabelText(labels.turnover)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(labels.turnover)).toHaveAccessibleDescription(problems.turnover);
    expect(screen.getByRole('group', { name: labels.clientType })).toHaveAccessibleDescription(problems.clientType);
    expect(screen.queryByRole('group', { name: new RegExp(`^${labels.resultHeading} `) })).toBeNull();

    // Too many employees for payroll is refused in the page's words, with its hint kept.
    const employees = screen.getByLabelText(labels.employees);
    await user.clear(employees);
    await user.type(employees, String(rules.payroll.maxEmployees + 1));
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(employees).toHaveAttribute('aria-invalid', 'true');
    expect(employees).toHaveAccessibleDescription(
      `${labels.employeesHint} ${problems.employees(rules.payroll.maxEmployees)}`,
    );
  });
});
