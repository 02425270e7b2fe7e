import { periodLabel } from '../rules/compute';
import { nextKeyDate, type IndexedDate, type KeyDatesIndex, type NextKeyDate } from '../rules/indexed';
import { keyDateAudiences } from '../content/audiences';
import { buildDay } from '../../../platform/calendar/build-day';
import { keyDateRange, keyDatesForAudience } from '../content/key-dates';
import { keyDateRules } from '../content/rules';
import * as sources from '../../../content/sources';
import type { KeyDatesAudienceContent } from '../content/types';

/*
 * Derived at build time (see README.md in this folder): the key-dates pages get the dates, not the
 * rules' schedules and the calendar they are computed with; each rule's words once, and each date
 * as little as the page needs to write it out (`expandKeyDate` in lib/key-dates/indexed.ts). A rebuild rolls the window
 * forward; CONTENT_REVIEW_DATE=YYYY-MM-DD builds as if on another day.
 */

const builtOn = buildDay();
const range = keyDateRange(builtOn);

const sourceKey = (url: string): string => {
  const key = Object.entries(sources).find(([, source]) => source.url === url)?.[0];
  if (!key) throw new Error(`Source ${url} is not in content/sources/`);
  return key;
};

function indexedDates(): IndexedDate[] {
  const byEvent = new Map<string, IndexedDate>();
  keyDateAudiences.forEach(({ audience }, audienceIndex) => {
    for (const { ruleId, dueDate, date } of keyDatesForAudience(audience, range)) {
      const rule = keyDateRules.find((candidate) => candidate.id === ruleId);
      if (!rule) throw new Error(`No key-date rule "${ruleId}"`);
      const key = `${ruleId} ${dueDate}`;
      const indexed: IndexedDate = byEvent.get(key) ?? [
        ruleId,
        dueDate,
        date === dueDate ? 0 : date,
        periodLabel(rule.period, dueDate),
        [],
      ];
      indexed[4].push(audienceIndex);
      byEvent.set(key, indexed);
    }
  });
  return [...byEvent.values()].sort((a, b) => (a[2] || a[1]).localeCompare(b[2] || b[1]) || a[0].localeCompare(b[0]));
}

/** The audiences, in the order the dates' audience indexes refer to. */
export const keyDateAudiencePages: KeyDatesAudienceContent[] = [...keyDateAudiences];

export const keyDatesIndex: KeyDatesIndex = {
  builtOn,
  range,
  // Only what a link shows (title and address), not what the catalogue says each is for.
  sources: Object.fromEntries(keyDateRules.map(({ sources: [{ title, url }] }) => [sourceKey(url), { title, url }])),
  rules: Object.fromEntries(
    keyDateRules.map(({ id, title, what, consequence, nonWorkingDayException, sources: [source] }) => [
      id,
      {
        title,
        what,
        ...(consequence ? { consequence } : {}),
        ...(nonWorkingDayException ? { nonWorkingDayException } : {}),
        source: sourceKey(source.url),
      },
    ]),
  ),
  dates: indexedDates(),
};

/**
 * What the prerendered overview (/key-dates) shows for each audience, in `keyDateAudiencePages`
 * order: its first deadline on or after the build's day, named with that day ("First from …"), so
 * that it stays true however long the build is served; or null. Once the app runs, the page
 * works out the next one for the visitor's day instead (`nextKeyDate`).
 */
export const keyDatesNext: (NextKeyDate | null)[] = keyDateAudiencePages.map((_, audienceIndex) =>
  nextKeyDate(keyDatesIndex, audienceIndex, builtOn),
);
