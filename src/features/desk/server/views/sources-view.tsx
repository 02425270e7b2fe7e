import { sourcesCopy } from '../../content/sources';
import { conversionKinds, type SourcesMonth, type SourcesReport, type SourcesRow } from '../sources';

const monthName = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });

/** "November 2026" for 2026-11. */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T12:00:00Z`));

const box = 'border-b border-slate-200 px-3 py-3 align-top';
const cell = `${box} text-left`;
/** A count, right-aligned under its heading so that units line up down the column. */
const count = `${box} text-right`;
const figure = (value: number | null) => (value === null ? sourcesCopy.notAvailable : String(value));

function Row({ row }: { row: SourcesRow }) {
  return (
    <tr>
      <th scope="row" className={`${cell} font-semibold text-ink-900`}>
        {row.page ?? sourcesCopy.unknown}
        {row.tool && <span className="block font-normal text-slate-600">{sourcesCopy.tool}</span>}
      </th>
      <td className={count}>{figure(row.views)}</td>
      {conversionKinds.map((kind) => (
        <td key={kind} className={count}>
          {row.counts[kind]}
        </td>
      ))}
    </tr>
  );
}

/** One month: a table of pages, their views beside what they brought, and the month's totals. */
function Month({ month }: { month: SourcesMonth }) {
  const id = `sources-${month.month}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-ink-900">
        {monthLabel(month.month)}
      </h2>
      <p className="mt-2 text-slate-700">{sourcesCopy.answers(month.totals.answers)}</p>
      <div
        role="region"
        aria-labelledby={`${id}-caption`}
        // A box that scrolls must take focus for a keyboard to scroll it (WCAG 2.1.1), as the site's own tables do.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a named scrolling region
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-card"
      >
        <table className="w-full text-sm text-slate-700">
          <caption id={`${id}-caption`} className="sr-only">
            {`${sourcesCopy.title}: ${monthLabel(month.month)}`}
          </caption>
          <thead className="bg-slate-50 text-ink-900">
            <tr>
              <th scope="col" className={cell}>
                {sourcesCopy.page}
              </th>
              <th scope="col" className={count}>
                {sourcesCopy.columns.views}
              </th>
              {conversionKinds.map((kind) => (
                <th key={kind} scope="col" className={count}>
                  {sourcesCopy.columns[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.rows.map((row) => (
              <Row key={row.page ?? ''} row={row} />
            ))}
          </tbody>
          <tfoot className="bg-slate-50 text-ink-900">
            <tr>
              <th scope="row" className={cell}>
                {sourcesCopy.total}
              </th>
              <td className={`${count} font-semibold`}>{figure(month.totals.views)}</td>
              {conversionKinds.map((kind) => (
                <td key={kind} className={`${count} font-semibold`}>
                  {month.totals[kind]}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** The sources report: whether views are counted (and when), then each month, newest first. */
export function SourcesView({ report }: { report: SourcesReport }) {
  const { views } = report;
  return (
    <>
      <p role="status" className="rounded-2xl border border-teal-700 bg-teal-50 p-5 leading-7 text-ink-900">
        {views.available ? sourcesCopy.views.counted(when.format(views.countedAt)) : sourcesCopy.views[views.reason]}
      </p>
      <p className="mt-4 text-slate-700">{sourcesCopy.kept}</p>
      {report.months.length === 0 ? (
        <p className="mt-8">{sourcesCopy.empty}</p>
      ) : (
        report.months.map((month) => <Month key={month.month} month={month} />)
      )}
    </>
  );
}
