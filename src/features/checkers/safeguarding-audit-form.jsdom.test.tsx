import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { href } from '../../config/paths';
import { enquiryForm } from '../../content/enquiry';
import copy from './content/pages/tools/safeguarding-audit';
import { SafeguardingAuditForm } from './safeguarding-audit-form';
import { formatPounds } from './rules/money';
import { checkSafeguardingAudit, safeguardingRule, type SafeguardingAnswers } from './rules/safeguarding-audit';

/**
 * The safeguarding audit checker as a visitor uses it: the firm type, and for a relevant
 * institution the most it has safeguarded and how long it has been authorised; the answer in the
 * page's words, from SUP 3A's rule; the enquiry that carries it. tests/e2e/fees-and-tools.test.ts
 * walks it in a browser.
 */
const { firmQuestion, peakQuestion, ageQuestion } = copy;
const firm = (value: SafeguardingAnswers['firmType']) => firmQuestion.choices.find((choice) => choice.value === value)!;
/** The threshold as a visitor would type it ("100000"), and a penny over it. */
const threshold = String(safeguardingRule.thresholdPence / 100);
const pennyOver = `${threshold}.01`;

function renderChecker(): UserEvent {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SafeguardingAuditForm />
    </MemoryRouter>,
  );
  return user;
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.form.submit }));
const peak = () => screen.getByLabelText(peakQuestion.label);
const resultName = new RegExp(`^${copy.form.resultHeading} `);
/** The answer, once shown (what carries it on loads at the first submit). */
const result = () => screen.findByRole('group', { name: resultName });

/** Shows the page's words for the rule's answer to these facts, and focuses them. */
async function expectAnswer(answers: SafeguardingAnswers): Promise<ReturnType<typeof copy.answer>> {
  const words = copy.answer(checkSafeguardingAudit(answers));
  const shown = await result();
  await waitFor(() => expect(shown).toHaveFocus());
  expect(shown).toHaveAccessibleName(`${copy.form.resultHeading} ${words.heading}`);
  for (const paragraph of [...words.body, copy.form.caveat]) expect(within(shown).getByText(paragraph)).toBeVisible();
  expect(within(shown).getByRole('link', { name: `${words.rule}, FCA Handbook` })).toHaveAttribute(
    'href',
    copy.sources![0]!.url,
  );
  return words;
}

async function answerFunds(user: UserEvent, type: 'emi' | 'smallEmi' | 'api', sum: string, atLeast53Weeks: boolean) {
  await user.click(screen.getByLabelText(firm(type).label));
  await user.type(peak(), sum);
  const age = screen.getByRole('group', { name: ageQuestion.legend });
  await user.click(within(age).getByLabelText(atLeast53Weeks ? ageQuestion.yes : ageQuestion.no));
  await submit(user);
}

/** What a link carries to the form: in its fragment, which no server sees. */
const carried = (url: URL) => new URLSearchParams(url.hash.slice(1));

describe('the safeguarding audit checker', () => {
  it('asks about funds only for a relevant institution, and says SUP 3A does not apply to a small PI', async () => {
    const user = renderChecker();
    expect(screen.queryByLabelText(peakQuestion.label)).toBeNull();
    await user.click(screen.getByLabelText(firm('emi').label));
    expect(peak()).toBeRequired();
    expect(screen.getByRole('group', { name: ageQuestion.legend })).toBeInTheDocument();

    await user.click(screen.getByLabelText(firm('smallPi').label));
    expect(screen.queryByLabelText(peakQuestion.label)).toBeNull();
    await submit(user);
    expect((await expectAnswer({ firmType: 'smallPi', atLeast53Weeks: false })).heading).toBe(
      copy.answer({ kind: 'notNeeded', reason: 'notRelevantInstitution' }).heading,
    );
  });

  it('needs an audit a penny over the threshold, and carries the answers into the enquiry', async () => {
    const user = renderChecker();
    await answerFunds(user, 'emi', pennyOver, true);
    const answers = { firmType: 'emi', peakPence: safeguardingRule.thresholdPence + 1, atLeast53Weeks: true } as const;
    expect(checkSafeguardingAudit(answers).kind).toBe('auditNeeded');
    const words = await expectAnswer(answers);

    const to = new URL(
      within(await result())
        .getByRole('link', { name: copy.enquiry.link })
        .getAttribute('href')!,
      'https://example.com',
    );
    expect(to.pathname).toBe(href('/contact'));
    expect(carried(to).get('subject')).toBe(copy.enquiry.subject);
    const message = carried(to).get('message')!.split('\n');
    expect(message[0]).toBe(copy.enquiry.intro);
    expect(message).toEqual(
      expect.arrayContaining([
        `- ${firmQuestion.legend} ${firm('emi').label}`,
        `- ${peakQuestion.label}: ${formatPounds(safeguardingRule.thresholdPence + 1)}`,
        `- ${ageQuestion.legend} ${ageQuestion.yes}`,
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

  it('is exempt at exactly the threshold for a firm of 53 weeks, and “talk to us” for a newer one', async () => {
    const user = renderChecker();
    await answerFunds(user, 'api', threshold, true);
    const answers = { firmType: 'api', peakPence: safeguardingRule.thresholdPence, atLeast53Weeks: true } as const;
    expect(checkSafeguardingAudit(answers)).toEqual({ kind: 'notNeeded', reason: 'underThreshold' });
    await expectAnswer(answers);

    await user.click(within(screen.getByRole('group', { name: ageQuestion.legend })).getByLabelText(ageQuestion.no));
    expect(screen.queryByRole('group', { name: resultName })).toBeNull();
    await submit(user);
    await expectAnswer({ ...answers, atLeast53Weeks: false });
  });

  it('takes “We do not know” instead of a sum', async () => {
    const user = renderChecker();
    await user.click(screen.getByLabelText(firm('smallEmi').label));
    await user.click(screen.getByRole('checkbox', { name: peakQuestion.unknown }));
    expect(peak()).toBeDisabled();
    expect(peak()).not.toBeRequired();
    await user.click(within(screen.getByRole('group', { name: ageQuestion.legend })).getByLabelText(ageQuestion.yes));
    await submit(user);
    await expectAnswer({ firmType: 'smallEmi', atLeast53Weeks: true });
  });

  it('names each unanswered question beside it and in a summary, and shows no answer', async () => {
    const user = renderChecker();
    await submit(user);
    const firmGroup = screen.getByRole('group', { name: firmQuestion.legend });
    expect(firmGroup).toHaveAccessibleDescription(firmQuestion.missing);
    let summary = await screen.findByRole('group', { name: enquiryForm.errorSummaryHeading });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([firmQuestion.missing]);

    // A relevant institution: now the sum and the firm's age are asked, and refused when missing or unreadable.
    await user.click(screen.getByLabelText(firm('emi').label));
    expect(firmGroup).not.toHaveAccessibleDescription();
    await user.type(peak(), 'about 2m');
    await submit(user);
    summary = screen.getByRole('group', { name: enquiryForm.errorSummaryHeading });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [copy.invalidSum, '#safeguarding-peak'],
      [ageQuestion.missing, `#age-yes`],
    ]);
    expect(peak()).toHaveAttribute('aria-invalid', 'true');
    expect(peak()).toHaveAccessibleDescription(expect.stringContaining(copy.invalidSum));
    expect(screen.getByRole('group', { name: ageQuestion.legend })).toHaveAccessibleDescription(ageQuestion.missing);
    expect(screen.queryByRole('group', { name: resultName })).toBeNull();
  });
});
