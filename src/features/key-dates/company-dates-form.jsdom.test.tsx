import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { enquiryForm } from '../../content/enquiry';
import keyDates from './content/pages/key-dates';
import { formatLongDate } from '../../platform/components/format-date';
import { CompanyDatesForm } from './company-dates-form';
import { alertsCopy } from './content/alerts';
import { ownDates } from './company-dates-engine';
import { keyDateRange } from './content/key-dates';
import { yearEndRules } from './content/rules';
import { vatStaggers } from './content/vat-staggers';
import { dueAfterYearEnd } from './rules/year-end';

/**
 * The company tool's form as a visitor uses it: a year end (and VAT quarters), then the company's
 * own dates, listed and offered as a calendar file. The dates expected are the engine's and, rule by
 * rule, the year-end rules' own offsets (company-dates-engine.test.ts checks those date by date).
 */
const { company } = keyDates;
const range = keyDateRange('2026-11-23');
const yearEnd = '2027-03-31';
const stagger = vatStaggers[0];

/** What the browser has and jsdom lacks: object URLs for the download, each Blob kept to be read. */
const blobs = new Map<string, Blob>();
beforeEach(() => {
  blobs.clear();
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
});

/** A Blob's text, as jsdom can read it (its Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function renderForm(): UserEvent {
  const user = userEvent.setup();
  // In the app's router: the answer's alerts sign-up links to the privacy policy.
  render(
    <MemoryRouter>
      <CompanyDatesForm copy={keyDates} range={range} />
    </MemoryRouter>,
  );
  return user;
}

const yearEndField = () => screen.getByLabelText(company.yearEndLabel);
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: company.submit }));

describe('the company dates form', () => {
  it('lists the company’s own dates from its year end and VAT quarters, and offers them as a calendar', async () => {
    const user = renderForm();
    await user.type(yearEndField(), yearEnd);
    await user.selectOptions(screen.getByLabelText(company.vatLabel), company.vatOption(stagger.quarters));
    await submit(user);

    const dates = ownDates(yearEnd, stagger.id, range)!;
    const results = await screen.findByRole('group', {
      name: `${company.resultsHeading} ${company.found(dates.length)}`,
    });
    expect(results).toHaveFocus();
    // Below them, the sign-up for alerts of these dates, with the company's lists chosen.
    const signUp = screen.getByRole('region', { name: alertsCopy.heading });
    expect(within(signUp).getByRole('checkbox', { name: 'Limited companies and their directors' })).toBeChecked();
    expect(within(signUp).getByRole('checkbox', { name: 'VAT-registered businesses' })).toBeChecked();
    expect(within(signUp).getByText(alertsCopy.companyNote)).toBeInTheDocument();
    const items = within(results).getAllByRole('listitem');
    expect(
      items.map((item) => [
        item.querySelector('time')!.getAttribute('datetime'),
        within(item).getByRole('heading').textContent,
      ]),
    ).toEqual(dates.map((date) => [date.date, date.title]));
    for (const item of items) {
      const time = item.querySelector('time')!;
      expect(time).toHaveTextContent(formatLongDate(time.getAttribute('datetime') as never));
    }

    // Each year-end rule, from its own definition: its due date after this year end (all three fall in the range).
    for (const rule of yearEndRules) {
      const due = dueAfterYearEnd(rule.offset, yearEnd);
      expect(due >= range.from && due <= range.to).toBe(true);
      expect(dates.filter((date) => date.ruleId === rule.id).map((date) => date.dueDate)).toContain(due);
    }
    // The VAT quarters add a return for each quarter in the range.
    const withoutVat = ownDates(yearEnd, '', range)!;
    expect(dates.length).toBeGreaterThan(withoutVat.length);

    // The download holds one event a date.
    const download = within(results).getByRole('link', { name: company.download });
    expect(download).toHaveAttribute('download', 'my-company-key-dates.ics');
    const calendar = await textOf(blobs.get(download.getAttribute('href')!)!);
    expect(calendar.match(/^BEGIN:VEVENT/gm)).toHaveLength(dates.length);
  });

  it('lists only the year-end dates without VAT quarters', async () => {
    const user = renderForm();
    await user.type(yearEndField(), yearEnd);
    await submit(user);
    const dates = ownDates(yearEnd, '', range)!;
    expect(new Set(dates.map((date) => date.ruleId))).toEqual(new Set(yearEndRules.map((rule) => rule.id)));
    const results = await screen.findByRole('group', {
      name: `${company.resultsHeading} ${company.found(dates.length)}`,
    });
    expect(within(results).getAllByRole('listitem')).toHaveLength(dates.length);
  });

  it('asks for a year end when there is none, and one within the years it covers', async () => {
    const user = renderForm();
    await submit(user);
    expect(yearEndField()).toHaveAttribute('aria-invalid', 'true');
    expect(yearEndField()).toHaveAccessibleDescription(`${company.yearEndHint} ${company.yearEndMissing}`);
    const summary = screen.getByRole('group', { name: enquiryForm.errorSummaryHeading });
    await user.click(within(summary).getByRole('link', { name: company.yearEndMissing }));
    expect(yearEndField()).toHaveFocus();

    await user.type(yearEndField(), '2031-03-31');
    await submit(user);
    expect(yearEndField()).toHaveAccessibleDescription(`${company.yearEndHint} ${company.yearEndInvalid}`);
    expect(
      within(screen.getByRole('group', { name: enquiryForm.errorSummaryHeading })).getByRole('link'),
    ).toHaveTextContent(company.yearEndInvalid);
    expect(screen.queryByRole('group', { name: new RegExp(`^${company.resultsHeading}`) })).toBeNull();

    // Put right, the error goes as it is typed.
    await user.clear(yearEndField());
    await user.type(yearEndField(), yearEnd);
    expect(yearEndField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('group', { name: enquiryForm.errorSummaryHeading })).toBeNull();
  });
});
