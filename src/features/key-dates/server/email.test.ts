import { ownDates } from '../company-dates-engine';
import { alertEmail } from './email';

/** A company's alert as the email renders it, for a return due either side of the penalty change. */
function companyAlert(yearEnd: string, from: string, to: string) {
  const dates = (ownDates(yearEnd, '', { from: from as never, to: to as never }) ?? [])
    .filter((date) => date.ruleId === 'company-tax-return')
    .map((date) => ({ date, audience: 'limited-companies' as const, leads: [14] }));
  return alertEmail(
    {
      to: 'director@example.com',
      dates,
      unsubscribeUrl: 'https://www.example.com/api/alerts/unsubscribe/token',
      changeUrl: 'https://www.example.com/alerts/change/token',
      keyDatesUrl: 'https://www.example.com/key-dates',
    },
    { from: 'alerts@example.com', to: 'firm@example.com' },
  ).text as string;
}

describe('a company’s alert about its Company Tax Return', () => {
  it('states the fixed penalties in force for the return’s filing date: £200 and £400 from 1 April 2026', () => {
    const text = companyAlert('2025-11-30', '2026-11-01', '2026-12-31');
    expect(text).toContain('Monday 30 November 2026: Company Tax Return (CT600)');
    expect(text).toContain(
      'A £200 penalty if it is late, £400 if it is more than three months late (£1,000 and £2,000 for a third late return in a row), and from six months late 10% of any tax then unpaid (20% if it is more than a year late).',
    );
    expect(text).not.toContain('£100');
  });

  it('keeps £100 and £200 for a return due before 1 April 2026', () => {
    const text = companyAlert('2025-03-31', '2026-03-01', '2026-03-31');
    expect(text).toContain('Tuesday 31 March 2026: Company Tax Return (CT600)');
    expect(text).toContain('A £100 penalty if it is late, £200 if it is more than three months late (£500 and £1,000');
  });
});
