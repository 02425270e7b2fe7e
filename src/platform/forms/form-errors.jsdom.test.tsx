import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { enquiryFields, enquiryForm } from '../../content/enquiry';
import mtdChecker from '../../features/checkers/content/pages/tools/mtd-income-tax';
import { EnquiryForm } from '../../features/enquiry/enquiry-form';
import { MtdIncomeTaxForm } from '../../features/checkers/mtd-income-tax-form';

/**
 * The forms' errors as a screen reader meets them (jsdom: what is named, described and focused;
 * where things land on screen is tests/e2e's): the fields the enquiry service refuses, and a
 * checker's refusals by the browser's own validation.
 */
const summary = () => screen.getByRole('group', { name: enquiryForm.errorSummaryHeading });

describe('the enquiry form, when the service refuses a field (400)', () => {
  const refusal = 'Enter an email address in the form name@example.com.';

  beforeEach(() => {
    global.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ error: 'Some fields need changing.', fields: { email: refusal } }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    ) as typeof fetch;
  });

  it('marks the field with the service’s words, lists it in the summary and focuses the summary', async () => {
    const user = userEvent.setup();
    document.title = 'Contact us';
    render(
      <MemoryRouter>
        <EnquiryForm />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(enquiryFields.name.label), 'Ada Lovelace');
    // The browser's email check lets this through; the service's does not.
    await user.type(screen.getByLabelText(enquiryFields.email.label), 'ada@examplecom');
    await user.selectOptions(screen.getByLabelText(enquiryFields.subject.label), 'general');
    await user.type(screen.getByLabelText(enquiryFields.message.label), 'Hello');
    await user.click(screen.getByRole('button', { name: enquiryForm.submit }));

    await waitFor(() => expect(summary()).toHaveFocus(), { timeout: 3000 });
    const email = screen.getByLabelText(enquiryFields.email.label);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(refusal);
    expect(within(summary()).getByRole('link', { name: refusal })).toHaveAttribute('href', '#enquiry-email');
    // Nothing else is said to be wrong, and everything typed is still there.
    expect(screen.getByLabelText(enquiryFields.name.label)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(enquiryFields.name.label)).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('button', { name: enquiryForm.submit })).toBeEnabled();
    // The error state is in the page's title too, until it is put right.
    expect(document.title).toBe('Error: Contact us');

    // Put right, the field's error goes.
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('group', { name: enquiryForm.errorSummaryHeading })).toBeNull();
    expect(document.title).toBe('Contact us');
  });
});

describe('a checker, when the browser refuses the submit', () => {
  it('names each refused question by its field and in a summary above the form, and shows no answer', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MtdIncomeTaxForm />
      </MemoryRouter>,
    );
    const sum = screen.getAllByLabelText(mtdChecker.incomeQuestion.selfEmployment)[0]!;
    await user.type(sum, 'lots');
    await user.click(screen.getByRole('button', { name: mtdChecker.form.submit }));

    // The summary's code loads at the first refusal.
    const links = within(await screen.findByRole('group', { name: enquiryForm.errorSummaryHeading })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [mtdChecker.exemptionQuestion.missing, '#exemption-none'],
      [expect.stringContaining(mtdChecker.invalidSum), `#${sum.id}`],
    ]);
    expect(screen.getByRole('group', { name: mtdChecker.exemptionQuestion.legend })).toHaveAccessibleDescription(
      mtdChecker.exemptionQuestion.missing,
    );
    expect(sum).toHaveAttribute('aria-invalid', 'true');
    expect(sum).toHaveAccessibleDescription(expect.stringContaining(mtdChecker.invalidSum));
    expect(screen.queryByRole('group', { name: new RegExp(mtdChecker.form.resultHeading) })).toBeNull();

    // Answered, the summary goes and the answer takes focus, named by its heading and its first line.
    await user.click(screen.getByLabelText(mtdChecker.exemptionQuestion.choices[0]!.label));
    await user.clear(sum);
    await user.click(screen.getByRole('button', { name: mtdChecker.form.submit }));
    expect(screen.queryByRole('group', { name: enquiryForm.errorSummaryHeading })).toBeNull();
    expect(screen.getByRole('group', { name: new RegExp(`^${mtdChecker.form.resultHeading} `) })).toHaveFocus();
  });
});
