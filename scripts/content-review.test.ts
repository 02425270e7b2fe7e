import { datedMentions, describeAge, dueReasons, reviewIntervalMonths, reviewPages } from '../src/content/review';
import type { IsoDate } from '../src/content/types';

const page = (path: string, reviewedOn: IsoDate, copy: Record<string, unknown> = {}) => ({
  path,
  title: path,
  reviewedBy: 'A Reviewer',
  reviewedOn,
  ...copy,
});
const on = (date: string) => new Date(`${date}T00:00:00Z`);

describe('the content review', () => {
  it('lists every page, oldest review first, with its age in days', () => {
    const reviews = reviewPages(
      [page('/b', '2026-03-01'), page('/a', '2026-11-01'), page('/c', '2025-12-25'), page('/d', '2026-03-01')],
      on('2026-11-21'),
    );
    expect(reviews.map((review) => [review.page, review.ageDays])).toEqual([
      ['/c', 331],
      ['/b', 265],
      ['/d', 265],
      ['/a', 20],
    ]);
  });

  it(`makes a page due once its review is more than ${reviewIntervalMonths} months old, not on the anniversary`, () => {
    const [anniversary] = reviewPages([page('/p', '2025-11-21')], on('2026-11-21'));
    const [dayAfter] = reviewPages([page('/p', '2025-11-21')], on('2026-11-22'));
    expect(anniversary?.due).toBe(false);
    expect(dayAfter).toMatchObject({ overdue: true, due: true });
    expect(dueReasons(dayAfter!)).toEqual([`last reviewed 2025-11-21, more than ${reviewIntervalMonths} months ago`]);
  });

  it('makes a page due once a date its copy mentions, ahead at the review, has passed', () => {
    const copy = {
      intro: 'Since 6 April 2026 it has applied above £50,000.',
      sections: [{ paragraphs: ['The threshold falls to £30,000 from 6 April 2027 and to £20,000 from April 2028.'] }],
    };
    const before = reviewPages([page('/mtd', '2026-11-21', copy)], on('2027-04-05'))[0];
    expect(before?.due).toBe(false);
    expect(before?.comingDates.map((mention) => mention.date)).toEqual(['2027-04-06', '2028-04-01']);

    const after = reviewPages([page('/mtd', '2026-11-21', copy)], on('2027-04-06'))[0];
    expect(after).toMatchObject({ due: true, overdue: false });
    expect(after?.passedDates).toEqual([
      { date: '2027-04-06', text: expect.stringContaining('from 6 April 2027') as string },
    ]);
    expect(after?.comingDates.map((mention) => mention.date)).toEqual(['2028-04-01']);

    // Reviewed again after the date: the words were read as of then, so nothing is due.
    expect(reviewPages([page('/mtd', '2027-04-10', copy)], on('2027-05-01'))[0]?.due).toBe(false);
  });

  it('finds dates anywhere in a module, with a few words around each, and ignores what is not copy', () => {
    const mentions = datedMentions({
      a: ['x', { b: 'The window closes 28 February 2027, before the regime starts on 25 October 2027.' }],
      label: (name: string) => `Due 1 January 2030 for ${name}`,
      count: 2027,
    });
    expect(mentions.map((mention) => mention.date)).toEqual(['2027-02-28', '2027-10-25']);
    expect(mentions[0]?.text).toContain('28 February 2027');
  });

  it('says how old a review is in words', () => {
    expect([0, 1, 14, 59, 60, 365, 400].map(describeAge)).toEqual([
      'today',
      '1 day',
      '14 days',
      '59 days',
      '2 months',
      '12 months',
      '13 months',
    ]);
  });
});
