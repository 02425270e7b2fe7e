/**
 * npm run check:launch [-- --today=YYYY-MM-DD]
 *
 * Lists every placeholder the site still carries (the fictional firm's details, its people, the
 * reviews they signed, anything else tagged `@placeholder` in `src/config/` or `src/content/`)
 * with its file, line and field, and every statement whose re-read day has come (a page's
 * `reviewBy`, an article's, a key-date rule past its last period, a money figure's year begun
 * without a reviewed module: src/content/time-bound.ts, src/content/tax-years/time-bound.ts), and
 * exits 1 while any remain. The first step of deploying, and the production image build runs it
 * (docs/deploying.md). `--today` checks as of another day, to see what a day will bring.
 */
import path from 'node:path';
import { londonDate } from '../src/platform/calendar/london-time';
import { describeTimeBound, pastReviewBy } from '../src/content/time-bound';
import type { IsoDate } from '../src/content/types';
import { findPlaceholders } from './launch/placeholders';
import { timeBoundStatements } from './launch/time-bound';

const todayArgument = process.argv.find((arg) => arg.startsWith('--today='))?.slice('--today='.length);
if (todayArgument !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(todayArgument)) {
  console.error(`--today wants a date as YYYY-MM-DD, not "${todayArgument}".`);
  process.exit(2);
}
const today = (todayArgument as IsoDate | undefined) ?? londonDate(new Date());

const placeholders = findPlaceholders(path.resolve(__dirname, '..'));
if (placeholders.length === 0) {
  console.log('Launch check: no placeholders left.');
} else {
  console.log(`Launch check: ${placeholders.length} placeholders still to replace before launch.\n`);
  for (const { file, line, field, reason, value } of placeholders) {
    console.log(`  ${file}:${line}  ${field} = ${value}\n      ${reason}`);
  }
  console.log('\nReplace each one and delete its @placeholder tag (docs/editing-content.md, "Making it yours").');
  process.exitCode = 1;
}

const stale = pastReviewBy(timeBoundStatements(today), today);
if (stale.length === 0) {
  console.log(`Launch check: no statement past its re-read day as of ${today}.`);
} else {
  console.log(`\nLaunch check: ${stale.length} statements past their re-read day as of ${today}.\n`);
  for (const statement of stale) console.log(`  ${describeTimeBound(statement)}`);
  console.log(
    '\nRe-read each, change its words and move or remove its date (docs/editing-content.md, "Statements true until a day").',
  );
  process.exitCode = 1;
}
