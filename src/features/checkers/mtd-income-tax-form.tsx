/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { useState, type FormEvent } from 'react';
import copy from './content/pages/tools/mtd-income-tax';
import { useFieldErrors } from '../../platform/forms/use-field-errors';
import { CheckerErrorSummary } from './checker-error-summary';
import { checkMtdIncomeTax, mtdPhases, type MtdAnswers, type MtdExemption } from './rules/mtd-income-tax';
import { formatPounds, penceFromPounds } from './rules/money';
import { londonDate } from '../../platform/calendar/london-time';
import { buttonStyles } from '../../styles/class-names';
import { CheckerResult, type ShownResult } from './checker-result';
import { MoneyInput } from './money-input';
import { firstRadioId, RadioGroup } from '../../platform/forms/radio-group';

const sources = ['selfEmployment', 'property'] as const;
const sumName = (source: (typeof sources)[number], taxYear: string) => `${source}-${taxYear}`;

/** What the visitor is told about each field the browser refuses, by its name, in the form's order. */
const messages = {
  exemption: { missing: copy.exemptionQuestion.missing },
  ...Object.fromEntries(
    mtdPhases.flatMap((phase) =>
      sources.map((source) => [
        sumName(source, phase.taxYear),
        { invalid: `${copy.incomeQuestion.year(phase)}, ${copy.incomeQuestion[source]}: ${copy.invalidSum}` },
      ]),
    ),
  ),
};
const names = Object.keys(messages);
const controlId = (name: string) =>
  name === 'exemption' ? firstRadioId(name, copy.exemptionQuestion.choices) : `mtd-${name}`;

const blankIsZero = (text: string) => (text.trim() === '' ? 0 : penceFromPounds(text));

/** The MTD for Income Tax checker's form: worked out here, sent nowhere. */
export function MtdIncomeTaxForm() {
  const [result, setResult] = useState<ShownResult | null>(null);
  const fieldErrors = useFieldErrors(messages);
  const { exemptionQuestion, incomeQuestion } = copy;
  const { errors } = fieldErrors;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    fieldErrors.clear();
    const data = new FormData(event.currentTarget);
    const exemption = String(data.get('exemption')) as MtdExemption;
    const income: MtdAnswers['income'] = {};
    const said = [`${exemptionQuestion.legend} ${exemptionQuestion.choices.find((c) => c.value === exemption)?.label}`];
    for (const phase of mtdPhases) {
      const selfEmployment = String(data.get(sumName('selfEmployment', phase.taxYear)) ?? '');
      const property = String(data.get(sumName('property', phase.taxYear)) ?? '');
      if (!selfEmployment.trim() && !property.trim()) continue;
      const year = { selfEmployment: blankIsZero(selfEmployment), property: blankIsZero(property) };
      // The fields' pattern has already refused anything else.
      if (year.selfEmployment === undefined || year.property === undefined) return;
      income[phase.taxYear] = { selfEmployment: year.selfEmployment, property: year.property };
      said.push(
        `${incomeQuestion.year(phase)}: ${incomeQuestion.selfEmployment} ${formatPounds(year.selfEmployment)}, ${incomeQuestion.property} ${formatPounds(year.property)}`,
      );
    }
    // The visitor's today (London), not the build's: a date already passed is answered in the past tense.
    const answer = checkMtdIncomeTax({ exemption, income });
    const words = copy.answer(answer, londonDate(new Date()));
    // What the booking form asks a sole trader: the start date and the income it was worked out from.
    const known =
      'qualifyingIncome' in answer
        ? { mtdStart: answer.phase.startsOn, income: formatPounds(answer.qualifyingIncome) }
        : {};
    // What carries the answer to an enquiry or a booking loads with the first answer, not with the page.
    const { checkerNextSteps } = await import('./enquiry-message');
    setResult({
      heading: words.heading,
      body: [...words.body, copy.form.caveat],
      basis: { label: words.source.title, url: words.source.url },
      ...checkerNextSteps(copy, said, words, known),
    });
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onInvalidCapture={fieldErrors.onInvalid}
      onInput={(event) => {
        setResult(null);
        fieldErrors.onEdit(event);
      }}
      className="mt-2"
    >
      <CheckerErrorSummary
        fields={names}
        errors={errors}
        idPrefix="mtd"
        controlId={controlId}
        refusal={fieldErrors.refusal}
      />
      <RadioGroup
        legend={exemptionQuestion.legend}
        name="exemption"
        choices={exemptionQuestion.choices}
        error={errors.exemption}
      />
      <fieldset className="mt-8">
        <legend className="font-semibold text-ink-900">{incomeQuestion.legend}</legend>
        <p id="mtd-income-hint" className="mt-1 text-sm text-slate-600">
          {incomeQuestion.hint}
        </p>
        {mtdPhases.map((phase) => (
          <fieldset key={phase.taxYear} className="mt-5">
            <legend className="text-sm font-semibold text-slate-700">{incomeQuestion.year(phase)}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {sources.map((source) => (
                <MoneyInput
                  key={source}
                  id={`mtd-${sumName(source, phase.taxYear)}`}
                  name={sumName(source, phase.taxYear)}
                  label={incomeQuestion[source]}
                  hintId="mtd-income-hint"
                  invalid={copy.invalidSum}
                  error={errors[sumName(source, phase.taxYear)]}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <button type="submit" className={`mt-8 ${buttonStyles.primary.large}`}>
        {copy.form.submit}
      </button>
      <CheckerResult heading={copy.form.resultHeading} result={result} />
    </form>
  );
}
