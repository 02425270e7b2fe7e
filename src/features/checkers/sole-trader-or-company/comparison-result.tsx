/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import answerCopy from '../content/sole-trader-or-limited-company-answer';
import { Link } from '../../../platform/components/link';
import { textLinkStyles } from '../../../platform/components/text-link-styles';
import { bookingHref } from '../../../platform/forms/prefill';
import { useReveal } from '../../../platform/hooks/use-reveal';
import { buttonStyles } from '../../../styles/class-names';
import type { Pence } from '../rules/money';
import { ComparisonChart } from './comparison-chart';
import type { ComparisonView, Line } from './comparison';
import { signedPounds } from './signed-pounds';
import { SourceLinks } from '../../../platform/components/source-links';

const { result } = answerCopy;

function Figure({ amount }: { amount: Pence | null }) {
  return amount === null ? <span className="text-slate-600">{result.table.none}</span> : <>{signedPounds(amount)}</>;
}

/** What a line's figures rest on: the primary texts of its rates, or the page its figure comes from. */
function LineSources({ line }: { line: Line }) {
  if (line.page)
    return (
      <span className="mt-1 block text-xs leading-5">
        {result.table.source}:{' '}
        <Link to={line.page.to} className={textLinkStyles}>
          {line.page.title}
        </Link>
      </span>
    );
  if (line.sources.length === 0) return null;
  return (
    <span className="mt-1 block text-xs leading-5">
      {result.table.source}: <SourceLinks sources={line.sources} />
    </span>
  );
}

/**
 * The calculator's answer: which way leaves more and by how much, take-home both ways, every line
 * with its sources, where the crossing point lies, the chart with its table, and the booking that
 * carries the figures. The browser renders it once the visitor asks (it then takes focus); the
 * service renders the same for a plain post.
 */
export function ComparisonResult({ view }: { view: ComparisonView }) {
  const revealed = useReveal<HTMLElement>(view);
  const { table, chart, crossing } = result;
  return (
    <section
      ref={revealed}
      tabIndex={-1}
      aria-labelledby="comparison-heading comparison-answer"
      className="mt-10 rounded-2xl border border-teal-700 bg-white p-6 sm:p-8"
      data-comparison-result
    >
      <h2 id="comparison-heading" className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">
        {result.heading}
      </h2>
      <p id="comparison-answer" className="mt-2 text-2xl font-semibold text-ink-900">
        {result.summary(view.difference)}
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {(['soleTrader', 'company'] as const).map((way) => (
          <div key={way} className="rounded-xl border border-slate-200 p-4">
            <dt className="text-sm text-slate-700">{result.takeHome[way]}</dt>
            <dd className="mt-1 text-xl font-semibold text-ink-900" data-take-home={way}>
              {signedPounds(view[way].takeHome)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 leading-7 text-slate-700">{result.salaryChosen(view.company.salary)}</p>
      <p className="mt-2 text-sm leading-6 text-slate-600">{result.year(view.year)}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700" data-answer-notes>
        {view.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>

      <table className="mt-8 w-full text-left text-sm" data-comparison-lines>
        <caption className="mb-3 text-left text-lg font-semibold text-ink-900">{table.caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {table.what}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {table.soleTrader}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {table.company}
            </th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr
              key={line.id}
              data-line={line.id}
              className={
                line.id === 'takeHome' ? 'border-t-2 border-ink-900 font-semibold' : 'border-b border-slate-200'
              }
            >
              {/* A narrow phone has room for three columns: each line's sources go under its name. */}
              <th scope="row" className="py-2 pr-3 align-top font-normal">
                {line.label}
                <LineSources line={line} />
              </th>
              <td className="py-2 pr-3 text-right align-top tabular-nums sm:whitespace-nowrap">
                <Figure amount={line.soleTrader} />
              </td>
              <td className="py-2 text-right align-top tabular-nums sm:whitespace-nowrap">
                <Figure amount={line.company} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className="mt-8 text-lg font-semibold text-ink-900">{crossing.heading}</h3>
      <p className="mt-2 leading-7 text-slate-700" data-crossing>
        {view.crossing === undefined
          ? `${crossing.none(view.crossingLimit)} ${crossing.why}`
          : crossing.found(view.crossing)}
      </p>

      <h3 className="mt-8 text-lg font-semibold text-ink-900">{chart.heading}</h3>
      <p className="mt-2 leading-7 text-slate-700">{chart.lead}</p>
      <ComparisonChart points={view.chart} yours={view.circumstances.profit} />

      <p className="mt-6 text-sm text-slate-600">{result.caveat}</p>
      <div className="mt-5">
        <Link to={bookingHref(answerCopy.booking.topic, view.note)} className={buttonStyles.primary.regular}>
          {answerCopy.booking.link}
        </Link>
      </div>
    </section>
  );
}
