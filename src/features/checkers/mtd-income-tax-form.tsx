import { useState, type FormEvent } from 'react';
import copy from '../../content/pages/tools/mtd-income-tax';
import { checkMtdIncomeTax, mtdPhases, type MtdAnswers, type MtdExemption } from '../../lib/checkers/mtd-income-tax';
import { formatPounds, penceFromPounds } from '../../lib/checkers/money';
import { londonDate } from '../../lib/calendar/london-time';
import { buttonStyles } from '../../styles/class-names';
import { enquiryHref } from '../enquiry/prefill';
import { CheckerResult, type ShownResult } from './checker-result';
import { checkerEnquiryMessage } from './enquiry-message';
import { MoneyInput } from './money-input';
import { RadioGroup } from './radio-group';

const blankIsZero = (text: string) => (text.trim() === '' ? 0 : penceFromPounds(text));

/** The MTD for Income Tax checker's form: worked out here, sent nowhere. */
export function MtdIncomeTaxForm() {
  const [result, setResult] = useState<ShownResult | null>(null);
  const { exemptionQuestion, incomeQuestion } = copy;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const exemption = String(data.get('exemption')) as MtdExemption;
    const income: MtdAnswers['income'] = {};
    const said = [`${exemptionQuestion.legend} ${exemptionQuestion.choices.find((c) => c.value === exemption)?.label}`];
    for (const phase of mtdPhases) {
      const selfEmployment = String(data.get(`selfEmployment-${phase.taxYear}`) ?? '');
      const property = String(data.get(`property-${phase.taxYear}`) ?? '');
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
    const words = copy.answer(checkMtdIncomeTax({ exemption, income }), londonDate(new Date()));
    setResult({
      heading: words.heading,
      body: [...words.body, copy.form.caveat],
      basis: { label: words.source.title, url: words.source.url },
      enquiry: {
        to: enquiryHref(copy.enquiry.subject, checkerEnquiryMessage(copy.enquiry, said, words)),
        label: copy.enquiry.link,
      },
    });
  }

  return (
    <form onSubmit={onSubmit} onInput={() => setResult(null)} className="mt-2">
      <RadioGroup legend={exemptionQuestion.legend} name="exemption" choices={exemptionQuestion.choices} />
      <fieldset className="mt-8">
        <legend className="font-semibold text-ink-900">{incomeQuestion.legend}</legend>
        <p id="mtd-income-hint" className="mt-1 text-sm text-slate-600">
          {incomeQuestion.hint}
        </p>
        {mtdPhases.map((phase) => (
          <fieldset key={phase.taxYear} className="mt-5">
            <legend className="text-sm font-semibold text-slate-700">{incomeQuestion.year(phase)}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {(['selfEmployment', 'property'] as const).map((source) => (
                <MoneyInput
                  key={source}
                  id={`mtd-${source}-${phase.taxYear}`}
                  name={`${source}-${phase.taxYear}`}
                  label={incomeQuestion[source]}
                  hintId="mtd-income-hint"
                  invalid={copy.invalidSum}
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
