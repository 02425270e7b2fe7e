import { PageHead } from '../platform/components/page-head';
import { PageHero } from '../platform/components/page-hero';
import { Sources } from '../platform/components/sources';
import { LastReviewed } from '../platform/components/last-reviewed';
import { ConsultationCta } from '../platform/components/consultation-cta';
import independence from '../content/pages/independence';
import { IntroParagraphs } from '../platform/components/intro-paragraphs';

/** What the firm will and will not do for a client it audits: a table, its reasons and its sources. */
export default function IndependencePage() {
  const { hero, intro, table, afterTable } = independence;
  return (
    <>
      <PageHead page={independence} breadcrumbs />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />
      <div className="mx-auto max-w-5xl px-5 py-16 sm:px-8 sm:py-20">
        <IntroParagraphs paragraphs={intro} />
        {/*
          Three columns need more than 320 px: below that the table scrolls sideways in its own box
          (a region a keyboard can scroll), never the page, and its caption is shown above the box,
          whole, rather than cut off with the table. Screen readers read the caption itself.
        */}
        <div className="mt-10 rounded-2xl border border-slate-200 shadow-card">
          <p aria-hidden="true" className="px-4 pt-4 pb-2 text-sm font-semibold text-slate-600">
            {table.caption}
          </p>
          <div
            role="region"
            aria-labelledby="independence-table-caption"
            // A box that scrolls must take focus for a keyboard to scroll it (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a named scrolling region
            tabIndex={0}
            className="overflow-x-auto rounded-b-2xl"
          >
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm leading-6 sm:text-base">
              <caption id="independence-table-caption" className="sr-only">
                {table.caption}
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                    {table.headings.service}
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                    {table.headings.forAuditClient}
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                    {table.headings.why}
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.service} className="border-t border-slate-200 align-top">
                    <th scope="row" className="px-3 py-3 sm:px-4 font-medium">
                      {row.service}
                    </th>
                    <td className="px-3 py-3 sm:px-4 font-semibold text-ink-900">{row.forAuditClient}</td>
                    <td className="px-3 py-3 sm:px-4 text-slate-600">{row.why}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <div className="mt-10 max-w-3xl space-y-5 leading-7 text-slate-700">
          {afterTable.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <Sources sources={independence.sources} inColumn />
        <LastReviewed {...independence} inColumn />
      </div>
      <ConsultationCta />
    </>
  );
}
