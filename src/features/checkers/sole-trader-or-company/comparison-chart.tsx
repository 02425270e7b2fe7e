/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import answerCopy from '../content/sole-trader-or-limited-company-answer';
import { formatPounds, type Pence } from '../rules/money';
import { signedPounds } from './signed-pounds';
import type { ChartPoint } from './comparison';

const width = 640;
const height = 280;
const margin = { top: 28, right: 24, bottom: 44, left: 84 };
const plot = { width: width - margin.left - margin.right, height: height - margin.top - margin.bottom };

/** A signed sum as the chart's labels write it: "−£4,872", "£1,200", "£0" (whole pounds, for room). */
const label = (amount: Pence) => signedPounds(Math.round(amount / 100) * 100);

/**
 * The gap between the two ways (company less sole trader) at profits from nothing to twice the
 * visitor's: one line, the "same either way" line and the visitor's profit marked, every mark
 * named in words. Drawn in `currentColor` with dashes rather than colours, so it reads the same in
 * forced colours (Windows' high contrast), and as plain SVG the server renders it too. It is hidden
 * from screen readers: the table of the same figures under it, in a disclosure anyone can open
 * (a magnifier's or a keyboard's user reads the exact figures too), says it in words.
 */
export function ComparisonChart({ points, yours }: { points: ChartPoint[]; yours: Pence }) {
  const { chart } = answerCopy.result;
  const rows = points.map((point) => ({ ...point, gap: point.company - point.soleTrader }));
  const gaps = rows.map((row) => row.gap);
  const top = Math.max(0, ...gaps);
  const bottom = Math.min(0, ...gaps);
  const span = top - bottom || 100;
  const [low, high] = [bottom - span * 0.1, top + span * 0.1];
  const maxProfit = points.at(-1)?.profit || 1;
  const x = (profit: Pence) => margin.left + (profit / maxProfit) * plot.width;
  const y = (gap: Pence) => margin.top + ((high - gap) / (high - low)) * plot.height;
  const path = rows.map((row, index) => `${index ? 'L' : 'M'}${x(row.profit)},${y(row.gap)}`).join(' ');
  const mine = points.find((point) => point.profit === yours);
  const mineGap = mine ? mine.company - mine.soleTrader : 0;
  const zeroY = y(0);
  // The marker's label sits on whichever side of the marker has room.
  const labelLeft = x(yours) > margin.left + plot.width / 2;
  return (
    <div className="mt-4 text-ink-900">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-3xl overflow-visible"
        aria-hidden="true"
        focusable="false"
        data-comparison-chart
      >
        {/* No colour of its own anywhere: forced colours then paint every mark as the text's colour. */}
        <g fill="currentColor" fontSize="13">
          <text x={margin.left} y={12} textAnchor="start">
            {chart.difference}
          </text>
          <line x1={margin.left} x2={margin.left} y1={margin.top} y2={margin.top + plot.height} stroke="currentColor" />
          <line
            x1={margin.left}
            x2={margin.left + plot.width}
            y1={margin.top + plot.height}
            y2={margin.top + plot.height}
            stroke="currentColor"
          />
          {[top, 0, bottom]
            .filter((value, index, all) => all.indexOf(value) === index)
            .map((value) => (
              <text key={value} x={margin.left - 8} y={y(value) + 4} textAnchor="end">
                {label(value)}
              </text>
            ))}
          {(
            [
              [0, 'start'],
              [maxProfit / 2, 'middle'],
              [maxProfit, 'end'],
            ] as const
          ).map(([profit, anchor]) => (
            <text key={profit} x={x(profit)} y={margin.top + plot.height + 20} textAnchor={anchor}>
              {formatPounds(profit)}
            </text>
          ))}
          <text x={margin.left + plot.width / 2} y={height - 4} textAnchor="middle">
            {chart.axisProfit}
          </text>
        </g>
        <g stroke="currentColor" fill="none">
          <line
            x1={margin.left}
            x2={margin.left + plot.width}
            y1={zeroY}
            y2={zeroY}
            strokeDasharray="6 5"
            strokeWidth="1.5"
          />
          <path d={path} strokeWidth="3" strokeLinejoin="round" />
          <line
            x1={x(yours)}
            x2={x(yours)}
            y1={margin.top}
            y2={margin.top + plot.height}
            strokeDasharray="2 4"
            strokeWidth="1.5"
          />
        </g>
        <circle cx={x(yours)} cy={y(mineGap)} r="6" fill="currentColor" />
        <g fill="currentColor" fontSize="13" fontWeight="600">
          <text x={margin.left + plot.width} y={zeroY - 8} textAnchor="end">
            {chart.zero}
          </text>
          <text
            x={x(yours) + (labelLeft ? -10 : 10)}
            y={y(mineGap) + (mineGap < 0 ? 24 : -14)}
            textAnchor={labelLeft ? 'end' : 'start'}
          >
            {`${chart.yours}: ${label(mineGap)}`}
          </text>
        </g>
      </svg>
      <details className="mt-4">
        <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-teal-800 underline">
          {chart.tableSummary}
        </summary>
        {/* Around the table: a table grows to its content whatever its own width says; it scrolls in here (WCAG 1.4.10). */}
        <div className="table-scroll overflow-x-auto">
          <table className="mt-2 w-full text-left text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:text-right [&_td]:tabular-nums [&_th]:px-3 [&_th]:py-2 [&_tbody_th]:border-t [&_tbody_th]:border-slate-200 [&_tbody_th]:font-normal [&_thead_th]:align-bottom">
            <caption className="sr-only">{chart.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{chart.profit}</th>
                <th scope="col" className="text-right">
                  {answerCopy.result.takeHome.soleTrader}
                </th>
                <th scope="col" className="text-right">
                  {answerCopy.result.takeHome.company}
                </th>
                <th scope="col" className="text-right">
                  {chart.difference}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((point) => (
                <tr key={point.profit}>
                  <th scope="row">
                    {formatPounds(point.profit)}
                    {point.profit === yours ? ` (${chart.yours.toLowerCase()})` : ''}
                  </th>
                  <td>{signedPounds(point.soleTrader)}</td>
                  <td>{signedPounds(point.company)}</td>
                  <td>{signedPounds(point.gap)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
