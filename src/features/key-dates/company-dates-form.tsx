import { useEffect, useId, useState, type FormEvent } from 'react';
import type { IsoDate } from '../../lib/calendar/dates';
import type { KeyDate } from '../../lib/key-dates/types';
import { vatStaggers } from '../../content/key-dates/vat-staggers';
import type { KeyDatesContent } from '../../content/types';
import { buttonStyles } from '../../styles/class-names';
import { KeyDateList } from './key-date-list';

interface CompanyDatesProps {
  copy: KeyDatesContent;
  range: { from: IsoDate; to: IsoDate };
}

/**
 * The company tool's form and its answer: a company's own dates from its year end and VAT
 * quarters, worked out in the browser (nothing is sent anywhere), listed and offered as a download.
 */
export function CompanyDatesForm({ copy, range }: CompanyDatesProps) {
  const { company, list } = copy;
  const [dates, setDates] = useState<KeyDate[] | null>(null);
  const [download, setDownload] = useState<string | null>(null);
  const ids = { yearEnd: useId(), hint: useId(), vat: useId() };
  // A download link's object URL lives as long as the dates it holds.
  useEffect(() => () => (download ? URL.revokeObjectURL(download) : undefined), [download]);

  async function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const engine = await import(/* webpackChunkName: "key-dates-engine" */ './company-dates-engine');
    const own = engine.ownDates(String(form.get('yearEnd') ?? ''), String(form.get('vat') ?? ''), range);
    if (!own) return;
    setDates(own);
    setDownload(URL.createObjectURL(new Blob([engine.ownCalendar(own)], { type: 'text/calendar' })));
  }

  return (
    <>
      <form onSubmit={(event) => void show(event)} className="mt-6 grid max-w-3xl gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.yearEnd} className="block font-semibold text-ink-900">
            {company.yearEndLabel}
          </label>
          <p id={ids.hint} className="mt-1 text-sm text-slate-600">
            {company.yearEndHint}
          </p>
          <input
            id={ids.yearEnd}
            name="yearEnd"
            type="date"
            required
            min="2020-01-01"
            max="2030-12-31"
            aria-describedby={ids.hint}
            className="mt-2 w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-ink-900"
          />
        </div>
        <div>
          <label htmlFor={ids.vat} className="block font-semibold text-ink-900">
            {company.vatLabel}
          </label>
          <select
            id={ids.vat}
            name="vat"
            className="mt-2 w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-ink-900 sm:mt-7"
          >
            <option value="">{company.vatNone}</option>
            {vatStaggers.map((stagger) => (
              <option key={stagger.id} value={stagger.id}>
                {company.vatOption(stagger.quarters)}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonStyles.primary.regular}>
            {company.submit}
          </button>
          <p className="mt-3 text-sm text-slate-600">{company.privacy}</p>
        </div>
      </form>
      <p role="status" className="sr-only">
        {dates ? company.found(dates.length) : ''}
      </p>
      {dates && (
        <div className="mt-10">
          <h3 className="text-xl font-semibold tracking-tight text-ink-900">{company.resultsHeading}</h3>
          {download && (
            <p className="mt-4">
              <a href={download} download="my-company-key-dates.ics" className={buttonStyles.secondary.regular}>
                {company.download}
              </a>
            </p>
          )}
          <div className="mt-6">
            <KeyDateList dates={dates} labels={list} level={4} />
          </div>
        </div>
      )}
    </>
  );
}
