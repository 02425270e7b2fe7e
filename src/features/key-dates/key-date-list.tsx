import { formatDate, formatLongDate, formatMonth } from '../../platform/components/format-date';
import type { KeyDate } from './rules/types';
import type { KeyDatesContent } from './content/types';

interface KeyDateListProps {
  dates: readonly KeyDate[];
  labels: KeyDatesContent['list'];
  /** The heading level of each month (the dates' titles are one below). */
  level?: 2 | 4;
}

/** Deadlines grouped by month: each with what is due, the consequence, its act-by date and source. */
export function KeyDateList({ dates, labels, level = 2 }: KeyDateListProps) {
  if (dates.length === 0) return <p className="text-slate-600">{labels.none}</p>;
  const months = new Map<string, KeyDate[]>();
  for (const date of dates) {
    const month = date.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), date]);
  }
  const [MonthHeading, DateHeading] = level === 2 ? (['h2', 'h3'] as const) : (['h4', 'h5'] as const);
  return (
    <div className="space-y-12">
      {[...months].map(([month, items]) => (
        <section key={month} aria-labelledby={`month-${month}`}>
          <MonthHeading id={`month-${month}`} className="text-xl font-semibold tracking-tight text-ink-900">
            {formatMonth(month)}
          </MonthHeading>
          <ol className="mt-5 space-y-4">
            {items.map((item) => (
              <li
                key={`${item.ruleId}-${item.dueDate}`}
                className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:grid-cols-[9rem_1fr] sm:gap-6"
              >
                <p className="font-semibold text-ink-900">
                  <time dateTime={item.date}>{formatLongDate(item.date)}</time>
                </p>
                <div className="space-y-2 text-slate-700">
                  <DateHeading className="font-semibold text-ink-900">{item.title}</DateHeading>
                  <p>{item.summary}</p>
                  {item.moveNote && (
                    <p className="text-sm text-slate-700">
                      <strong>{labels.moved}</strong> {item.moveNote}
                    </p>
                  )}
                  {item.consequence && <p className="text-sm text-slate-600">{item.consequence}</p>}
                  <p className="text-sm">
                    {labels.source}:{' '}
                    <a href={item.source.url} className="text-teal-800 underline hover:text-ink-900">
                      {item.source.title}
                    </a>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** "From 22 November 2026 to 5 April 2028." */
export function rangeText(labels: KeyDatesContent['list'], range: { from: KeyDate['date']; to: KeyDate['date'] }) {
  return labels.range(formatDate(range.from), formatDate(range.to));
}
