import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import keyDates from './content/pages/key-dates';
import { CompanyDates } from './company-dates';
import { keyDateRange } from './content/key-dates';

/**
 * The company tool's section: its words first (as prerendered, and with JavaScript off), the form
 * once the section comes near the screen or the visitor presses Tab, so its code is not part of the
 * page's first load.
 */
const { company } = keyDates;
const range = keyDateRange('2026-11-23');

/** jsdom has no IntersectionObserver: this one reports what the test says comes into view. */
let report: (isIntersecting: boolean) => void;
beforeEach(() => {
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      report = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as never);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

const section = () => screen.getByRole('region', { name: company.heading });

describe('the company dates section', () => {
  it('explains the tool in words, and puts the form in when the section comes near the screen', async () => {
    render(<CompanyDates copy={keyDates} range={range} />);
    for (const paragraph of company.withoutScript) expect(screen.getByText(paragraph)).toBeVisible();
    expect(section()).toHaveTextContent(company.confirmationStatement);
    expect(screen.queryByLabelText(company.yearEndLabel)).toBeNull();

    act(() => report(false));
    expect(screen.queryByLabelText(company.yearEndLabel)).toBeNull();
    act(() => report(true));
    expect(await screen.findByLabelText(company.yearEndLabel)).toBeRequired();
    expect(screen.queryByText(company.withoutScript[0]!)).toBeNull();
  });

  it('puts the form in at the first Tab, before focus can reach the section', async () => {
    const user = userEvent.setup();
    render(<CompanyDates copy={keyDates} range={range} />);
    await user.tab();
    expect(await screen.findByRole('button', { name: company.submit })).toBeInTheDocument();
  });
});
