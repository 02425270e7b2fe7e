/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import type { FormHTMLAttributes, ReactNode } from 'react';
import copy from '../content/pages/tools/sole-trader-or-limited-company';
import { formWords } from '../../../content/form-words';
import { taxYearChoices } from '../../../content/indexes/generated/tax-year-choices';
import { PageHero } from '../../../platform/components/page-hero';
import { IntroParagraphs } from '../../../platform/components/intro-paragraphs';
import { Sources } from '../../../platform/components/sources';
import { LastReviewed } from '../../../platform/components/last-reviewed';
import { BulletList } from '../../../platform/components/bullet-list';
import { ConsultationCta } from '../../../platform/components/consultation-cta';
import type { FieldErrors } from '../../../platform/forms/use-field-errors';
import { buttonStyles, fieldStyles } from '../../../styles/class-names';
import { MoneyInput } from '../money-input';
import { feeBands, fieldNames, postPath, type FieldName, type Values } from './answers';

/** The id of each field's control: where its entry in an error summary leads. */
export const controlIds: Record<FieldName, string> = {
  profit: 'stc-profit',
  otherIncome: 'stc-otherIncome',
  pension: 'stc-pension',
  onlyEmployee: 'onlyEmployee-yes',
  othersNics: 'stc-othersNics',
  turnover: 'stc-turnover',
  transactions: 'stc-transactions',
  vatRegistered: 'vatRegistered-no',
  year: 'stc-year',
};

/** Where an error summary's entry for the field `name` leads. */
export const controlId = (name: string): string => (controlIds as Record<string, string>)[name] ?? name;

const optional = (label: string) => `${label} (${formWords.optional.toLowerCase()})`;

interface ContentProps {
  /** What was sent, shown again (the service's answer to a plain post). */
  values?: Values;
  errors?: FieldErrors;
  /** The error summary above the questions, once a submit has been refused. */
  summary?: ReactNode;
  /** The answer, under the form. */
  result?: ReactNode;
  /** The browser's handlers (the app); without them the form is a plain post to the service. */
  form?: Pick<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalidCapture' | 'onInput'>;
}

/**
 * `/tools/sole-trader-or-limited-company`'s content: the form, which works from the first paint
 * (a plain post, answered by the service with this page and the answer in it) and, once the app
 * runs, answers in the browser; then what it leaves out, the sources and the review.
 */
export function SoleTraderOrCompanyContent({ values = {}, errors = {}, summary, result, form }: ContentProps) {
  const { hero, intro, form: words, leavesOut } = copy;
  const money = (name: 'profit' | 'otherIncome' | 'pension' | 'othersNics', label: string, required = false) => (
    <div className="mt-6">
      <MoneyInput
        id={controlIds[name]}
        name={fieldNames[name]}
        label={label}
        hintId={`${controlIds[name]}-hint`}
        required={required}
        invalid={words.invalidSum}
        error={errors[name]}
        defaultValue={values[name]}
      />
      <p id={`${controlIds[name]}-hint`} className="mt-1 text-sm text-slate-600">
        {words[name].hint}
      </p>
    </div>
  );
  const onlyMe = values.onlyEmployee !== 'no';
  const choice = (name: 'onlyEmployee' | 'vatRegistered', checked: 'yes' | 'no') => (
    <fieldset className="mt-6" aria-describedby={`${name}-hint`}>
      <legend className="font-semibold text-ink-900">{words[name].legend}</legend>
      <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
        {words[name].hint}
      </p>
      <div className="mt-3 space-y-3">
        {(['yes', 'no'] as const).map((answer) => (
          <div key={answer} className="flex gap-3">
            <input
              id={`${name}-${answer}`}
              type="radio"
              name={fieldNames[name]}
              value={answer}
              defaultChecked={answer === checked}
              className="mt-1 size-5 shrink-0 accent-teal-700"
            />
            <label htmlFor={`${name}-${answer}`} className="text-ink-900">
              {words[name][answer]}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
  const band = (name: 'turnover' | 'transactions') => (
    <div className="mt-6">
      <label htmlFor={controlIds[name]} className="text-sm font-semibold text-ink-900">
        {words[name].label}
      </label>
      <p id={`${controlIds[name]}-hint`} className="mt-1 text-sm text-slate-600">
        {words[name].hint}
      </p>
      {errors[name] && (
        <p id={`${controlIds[name]}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {errors[name]}
        </p>
      )}
      <select
        id={controlIds[name]}
        name={fieldNames[name]}
        defaultValue={values[name] ?? feeBands[name][0]?.id}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          errors[name] ? `${controlIds[name]}-error ${controlIds[name]}-hint` : `${controlIds[name]}-hint`
        }
        className={fieldStyles.select}
      >
        {feeBands[name].map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />
      <div className="mx-auto max-w-5xl px-5 py-16 sm:px-8 sm:py-20">
        <IntroParagraphs paragraphs={intro} />
        <section
          aria-labelledby="stc-form-heading"
          className="mt-12 rounded-3xl border border-slate-200 bg-slate-50 p-6 shadow-card sm:p-10"
        >
          <h2 id="stc-form-heading" className="text-2xl font-semibold tracking-tight">
            {words.heading}
          </h2>
          <p className="mt-2 text-slate-600">{words.privacy}</p>
          <form method="post" action={postPath} noValidate className="mt-2 max-w-xl" {...form}>
            {summary}
            {money('profit', words.profit.label, true)}
            {money('otherIncome', optional(words.otherIncome.label))}
            {money('pension', optional(words.pension.label))}
            {choice('onlyEmployee', onlyMe ? 'yes' : 'no')}
            {money('othersNics', optional(words.othersNics.label))}
            {band('turnover')}
            {band('transactions')}
            {choice('vatRegistered', values.vatRegistered === 'yes' ? 'yes' : 'no')}
            <div className="mt-6">
              <label htmlFor={controlIds.year} className="text-sm font-semibold text-ink-900">
                {words.year.label}
              </label>
              {errors.year && (
                <p id={`${controlIds.year}-error`} className="mt-1 text-sm font-semibold text-red-800">
                  {errors.year}
                </p>
              )}
              <select
                id={controlIds.year}
                name={fieldNames.year}
                defaultValue={values.year ?? taxYearChoices.at(-1)?.id}
                aria-invalid={errors.year ? true : undefined}
                aria-describedby={errors.year ? `${controlIds.year}-error` : undefined}
                className={fieldStyles.select}
              >
                {/* Every year whose rates are law; one past its review date is refused when asked. */}
                {taxYearChoices.map((year) => (
                  <option key={year.id} value={year.id}>
                    {`${year.id} (${year.label})`}
                  </option>
                ))}
              </select>
            </div>
            <button id="stc-submit" type="submit" className={`mt-8 ${buttonStyles.primary.large}`}>
              {words.submit}
            </button>
          </form>
        </section>
        {result}
        <section aria-labelledby="stc-leaves-out-heading" className="mt-12 max-w-3xl">
          <h2 id="stc-leaves-out-heading" className="text-2xl font-semibold tracking-tight">
            {leavesOut.heading}
          </h2>
          <BulletList items={leavesOut.items} className="mt-4 space-y-2 text-slate-700" />
        </section>
        <Sources sources={copy.sources} inColumn />
        <LastReviewed {...copy} inColumn />
      </div>
      <ConsultationCta />
    </>
  );
}
