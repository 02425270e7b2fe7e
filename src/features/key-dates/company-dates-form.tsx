/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { IsoDate } from '../../platform/calendar/dates';
import type { KeyDate } from './rules/types';
import { vatStaggers } from './content/vat-staggers';
import type { KeyDatesContent } from './content/types';
import { yearEndRange } from './content/pages/key-dates';
import { buttonStyles, fieldStyles } from '../../styles/class-names';
import { formWords } from '../../content/form-words';
import { ErrorSummary } from '../../platform/forms/error-summary';
import { useFieldErrors } from '../../platform/forms/use-field-errors';
import { useReveal } from '../../platform/hooks/use-reveal';
import { KeyDateList } from './key-date-list';
import AlertsSignUp from './alerts-sign-up';
import type { AlertCompany } from './content/alerts';

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
  const [asked, setAsked] = useState<AlertCompany | null>(null);
  const [download, setDownload] = useState<string | null>(null);
  const ids = { yearEnd: useId(), hint: useId(), vat: useId(), error: useId(), results: useId(), count: useId() };
  const [messages] = useState(() => ({
    yearEnd: { missing: company.yearEndMissing, invalid: company.yearEndInvalid },
  }));
  const fieldErrors = useFieldErrors(messages);
  const error = fieldErrors.errors.yearEnd;
  const revealed = useReveal<HTMLDivElement>(dates);
  // A download link's object URL lives as long as the dates it holds.
  useEffect(() => () => (download ? URL.revokeObjectURL(download) : undefined), [download]);

  async function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    fieldErrors.clear();
    const form = new FormData(event.currentTarget);
    const engine = await import(/* webpackChunkName: "key-dates-engine" */ './company-dates-engine');
    const own = engine.ownDates(String(form.get('yearEnd') ?? ''), String(form.get('vat') ?? ''), range);
    if (!own) return;
    setDates(own);
    setAsked({ yearEnd: String(form.get('yearEnd')) as IsoDate, vat: String(form.get('vat') ?? '') });
    setDownload(URL.createObjectURL(new Blob([engine.ownCalendar(own)], { type: 'text/calendar' })));
  }

  return (
    <>
      <form
        onSubmit={(event) => void show(event)}
        onInvalidCapture={fieldErrors.onInvalid}
        onInput={fieldErrors.onEdit}
        className="mt-6 grid max-w-3xl gap-5 sm:grid-cols-2"
      >
        <div className="empty:hidden sm:col-span-2">
          <ErrorSummary
            fields={messages}
            refusal={fieldErrors.refusal}
            errors={fieldErrors.errors}
            idPrefix="company-dates"
            controlId={() => ids.yearEnd}
            heading={formWords.errorSummaryHeading}
          />
        </div>
        <div>
          <label htmlFor={ids.yearEnd} className="block font-semibold text-ink-900">
            {company.yearEndLabel}
          </label>
          <p id={ids.hint} className="mt-1 text-sm text-slate-600">
            {company.yearEndHint}
          </p>
          {error && (
            <p id={ids.error} className="mt-1 text-sm font-semibold text-red-800">
              {error}
            </p>
          )}
          <input
            id={ids.yearEnd}
            name="yearEnd"
            type="date"
            required
            min={yearEndRange.min}
            max={yearEndRange.max}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={error ? true : undefined}
            className={fieldStyles.input}
          />
        </div>
        <div>
          <label htmlFor={ids.vat} className="block font-semibold text-ink-900">
            {company.vatLabel}
          </label>
          <select id={ids.vat} name="vat" className={fieldStyles.selectBesideHint}>
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
      {/* The dates take focus as they arrive, named by their heading and their number. */}
      {dates && (
        <div
          ref={revealed}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${ids.results} ${ids.count}`}
          className="mt-10"
        >
          <h3 id={ids.results} className="text-xl font-semibold tracking-tight text-ink-900">
            {company.resultsHeading}
          </h3>
          <p id={ids.count} className="mt-2 text-slate-700">
            {company.found(dates.length)}
          </p>
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
      {dates && asked && (
        <div className="mt-10">
          <AlertsSignUp
            key={`${asked.yearEnd} ${asked.vat}`}
            idPrefix="company-alerts"
            level={3}
            audiences={asked.vat ? ['limited-companies', 'vat'] : ['limited-companies']}
            company={asked}
          />
        </div>
      )}
    </>
  );
}
