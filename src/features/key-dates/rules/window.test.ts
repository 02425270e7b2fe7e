import { keyDateRange, keyDatesForAudience, keyDateWarnings } from '../content/key-dates';
import { keyDateAudiences } from '../content/audiences';
import { keyDateRules } from '../content/rules';
import { feedEndWarning, keyDateWindow, rulesReviewWarning, taxYearStart } from './window';

describe('the key-date window', () => {
  it('runs from today to the end of the next tax year (5 April)', () => {
    expect(keyDateWindow('2026-11-22')).toEqual({ from: '2026-11-22', to: '2028-04-05' });
    expect(keyDateWindow('2027-04-05')).toEqual({ from: '2027-04-05', to: '2028-04-05' });
    expect(keyDateWindow('2027-04-06')).toEqual({ from: '2027-04-06', to: '2029-04-05' });
    expect(taxYearStart('2027-01-15')).toBe('2026-04-06');
  });

  it('stops where the bank holidays on file stop', () => {
    expect(keyDateRange('2026-11-22').to).toBe('2028-04-05');
    expect(keyDateRange('2027-04-06').to).toBe('2028-12-31');
  });

  it('warns when the rules were not reviewed this tax year, or a feed would end within six months', () => {
    expect(rulesReviewWarning('2027-04-05', '2026-11-22')).toBeNull();
    expect(rulesReviewWarning('2027-04-06', '2026-11-22')).toMatch(/before this tax year began \(2027-04-06\)/);
    expect(feedEndWarning('2026-11-22', '2028-04-05')).toBeNull();
    expect(feedEndWarning('2028-07-01', '2028-12-31')).toMatch(/end on 2028-12-31, within six months/);
    expect(keyDateWarnings('2026-11-22')).toEqual([]);
    expect(keyDateWarnings('2028-07-01')).toHaveLength(2);
  });
});

describe('the audiences', () => {
  it('each has deadlines from 22 November 2026 to 5 April 2028, and every rule has an audience listed', () => {
    const range = keyDateRange('2026-11-22');
    for (const { audience } of keyDateAudiences) expect(keyDatesForAudience(audience, range).length).toBeGreaterThan(0);
    const listed = new Set(keyDateAudiences.map((audience) => audience.audience));
    for (const rule of keyDateRules) for (const audience of rule.audiences) expect(listed.has(audience)).toBe(true);
  });
});
