import type { IsoDate, PageContent, Reviewed } from './types';
import { monthNames } from '../platform/calendar/format';

/** A page is due for review this long after its last one. */
export const reviewIntervalMonths = 12;

/** A page as the review report knows it: its module, and where it is served (if anywhere). */
export type ReviewedPage = Reviewed & Pick<PageContent, 'title'> & { path?: string };

/** A date written in a page's copy ("6 April 2027", "April 2028"), and the words around it. */
export interface DatedMention {
  date: IsoDate;
  text: string;
}

export interface PageReview {
  page: string;
  reviewedBy: string;
  reviewedOn: IsoDate;
  /** Whole days since the review. */
  ageDays: number;
  /** More than `reviewIntervalMonths` since the review. */
  overdue: boolean;
  /** Dates in the copy that were still ahead at the review and have passed since: re-read the words. */
  passedDates: DatedMention[];
  /** Dates in the copy still ahead: the page needs reading again once each one passes. */
  comingDates: DatedMention[];
  due: boolean;
}

const months: readonly string[] = monthNames;
const datePattern = new RegExp(`\\b(?:(\\d{1,2}) )?(${months.join('|')}) (\\d{4})\\b`, 'g');

const day = 24 * 60 * 60 * 1000;
const utc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10) as IsoDate;

/** Every string in a module, however deep (functions, such as a label builder, are not copy). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The dates a page's copy mentions, each with a few words either side (a month alone means its first day). */
export function datedMentions(copy: unknown): DatedMention[] {
  const found = new Map<string, DatedMention>();
  for (const text of strings(copy)) {
    for (const match of text.matchAll(datePattern)) {
      const [, dayOfMonth = '1', month = '', year = ''] = match;
      const date = iso(new Date(Date.UTC(Number(year), months.indexOf(month), Number(dayOfMonth))));
      const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, match.index - 40)) + 1);
      const end = text.indexOf(' ', match.index + match[0].length + 40);
      const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, end === -1 ? undefined : end)}${end === -1 ? '' : '…'}`;
      if (!found.has(`${date} ${excerpt}`)) found.set(`${date} ${excerpt}`, { date, text: excerpt });
    }
  }
  return [...found.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** `date` plus whole calendar months. */
function addMonths(date: IsoDate, count: number): Date {
  const result = utc(date);
  result.setUTCMonth(result.getUTCMonth() + count);
  return result;
}

/**
 * Each page's review as of `today`, oldest review first. A page is due when its last review is
 * more than twelve months old, or when a date its copy mentions was still ahead at the review and
 * has passed since (words written before an event may no longer be true after it).
 */
export function reviewPages(pages: readonly ReviewedPage[], today: Date): PageReview[] {
  const todayIso = iso(today);
  return pages
    .map((page): PageReview => {
      // A passage's own re-read day (`reviewBy`) is reported by the launch check, not twice here.
      const mentions = datedMentions({ ...page, reviewBy: undefined }).filter(
        (mention) => mention.date > page.reviewedOn,
      );
      const passedDates = mentions.filter((mention) => mention.date <= todayIso);
      const overdue = addMonths(page.reviewedOn, reviewIntervalMonths) < utc(todayIso);
      return {
        page: page.path ?? page.title,
        reviewedBy: page.reviewedBy,
        reviewedOn: page.reviewedOn,
        ageDays: Math.round((utc(todayIso).getTime() - utc(page.reviewedOn).getTime()) / day),
        overdue,
        passedDates,
        comingDates: mentions.filter((mention) => mention.date > todayIso),
        due: overdue || passedDates.length > 0,
      };
    })
    .sort((a, b) => a.reviewedOn.localeCompare(b.reviewedOn) || a.page.localeCompare(b.page));
}

/** Why a page is due, in a line each; empty when it is not. */
export function dueReasons(review: PageReview): string[] {
  return [
    ...(review.overdue ? [`last reviewed ${review.reviewedOn}, more than ${reviewIntervalMonths} months ago`] : []),
    ...review.passedDates.map(
      (mention) => `mentions ${mention.date}, which has passed since its review: "${mention.text}"`,
    ),
  ];
}

/** How old a review is, for people: "today", "3 days", "14 months". */
export function describeAge(days: number): string {
  if (days <= 0) return 'today';
  if (days < 60) return `${days} day${days === 1 ? '' : 's'}`;
  return `${Math.round(days / 30.44)} months`;
}
