/**
 * npm run content:review [-- --today=YYYY-MM-DD] [-- --check]
 *
 * Every page with its last review, oldest first: who reviewed it, when, how long ago, and whether
 * it is due (reviewed more than twelve months ago, or a date its copy mentions has passed since).
 * Then the dates still ahead in the copy, each a page to read again once it passes; then the
 * calendar's warnings (bank holidays on file for less than the next twelve months). `--check`
 * exits 1 when any page is due or the calendar warns; the build prints the same warnings without
 * failing. Last, the pages that name a rule (a Handbook reference, a return code, a statute) but
 * list no sources.
 */
import { formatDate } from '../src/platform/components/format-date';
import { calendarWarnings } from '../src/app/calendar-warnings';
import { reviewedPages } from '../src/app/site-pages';
import { describeAge, dueReasons, reviewIntervalMonths, reviewPages } from '../src/content/review';
import type { IsoDate } from '../src/content/types';
import { needsSources, ruleMentions } from '../src/content/rule-mentions';

const todayArgument = process.argv.find((arg) => arg.startsWith('--today='))?.slice('--today='.length);
if (todayArgument !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(todayArgument)) {
  console.error(`--today wants a date as YYYY-MM-DD, not "${todayArgument}".`);
  process.exit(2);
}
const today = todayArgument ? new Date(`${todayArgument}T00:00:00Z`) : new Date();
const reviews = reviewPages(reviewedPages, today);
const due = reviews.filter((review) => review.due);

const pad = (text: string, width: number) => text.padEnd(width);
const widths = {
  age: Math.max(...reviews.map((r) => describeAge(r.ageDays).length)),
  by: Math.max(...reviews.map((r) => r.reviewedBy.length)),
};
console.log(
  `Content review as of ${formatDate(today.toISOString().slice(0, 10) as IsoDate)}: ${reviews.length} pages, oldest review first; ${due.length} due (reviewed more than ${reviewIntervalMonths} months ago, or a date in the copy has passed since).\n`,
);
console.log(`      ${pad('reviewed', 10)}  ${pad('age', widths.age)}  ${pad('by', widths.by)}  page`);
for (const review of reviews) {
  console.log(
    `${review.due ? 'DUE ' : '    '}  ${review.reviewedOn}  ${pad(describeAge(review.ageDays), widths.age)}  ${pad(review.reviewedBy, widths.by)}  ${review.page}`,
  );
  for (const reason of dueReasons(review)) console.log(`${' '.repeat(18)}${reason}`);
}

const coming = reviews
  .flatMap((review) => review.comingDates.map((mention) => ({ ...mention, page: review.page })))
  .sort((a, b) => a.date.localeCompare(b.date) || a.page.localeCompare(b.page));
if (coming.length > 0) {
  console.log(`\nDates still ahead in the copy: read each page again once its date has passed.\n`);
  for (const mention of coming) console.log(`  ${mention.date}  ${mention.page}\n              "${mention.text}"`);
}

const calendar = calendarWarnings(today.toISOString().slice(0, 10) as IsoDate);
if (calendar.length > 0) {
  console.log(`\nCalendar: the key dates and the bank holidays they are computed with.\n`);
  for (const message of calendar) console.log(`  ${message}`);
}

// A page that names a rule (SUP 3A, FSA057, an Act) should end with the primary texts behind it.
const unsourced = reviewedPages.filter(needsSources);
console.log(`\nPages that state rules without sources: ${unsourced.length === 0 ? 'none.' : ''}`);
for (const page of unsourced) {
  console.log(`  ${'path' in page ? page.path : '(not-found page)'}  names ${ruleMentions(page).join(', ')}`);
}

if (process.argv.includes('--check') && (due.length > 0 || calendar.length > 0)) process.exit(1);
