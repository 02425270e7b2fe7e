/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { useState, type FormEvent } from 'react';
import copy from './content/pages/tools/safeguarding-audit';
import { useFieldErrors } from '../../platform/forms/use-field-errors';
import { CheckerErrorSummary } from './checker-error-summary';
import { checkSafeguardingAudit, type FirmType } from './rules/safeguarding-audit';
import { formatPounds, penceFromPounds } from './rules/money';
import { buttonStyles } from '../../styles/class-names';
import { CheckerResult, type ShownResult } from './checker-result';
import { Checkbox } from '../../platform/forms/checkbox';
import { MoneyInput } from './money-input';
import { firstRadioId, RadioGroup } from '../../platform/forms/radio-group';

const yesNo = (question: typeof copy.ageQuestion) => [
  { value: 'yes', label: question.yes },
  { value: 'no', label: question.no },
];

/** What the visitor is told about each field the browser refuses, by its name, in the form's order. */
const messages = {
  firmType: { missing: copy.firmQuestion.missing },
  peak: { missing: copy.invalidSum, invalid: copy.invalidSum },
  age: { missing: copy.ageQuestion.missing },
};
const controlIds: Record<string, string> = {
  firmType: firstRadioId('firmType', copy.firmQuestion.choices),
  peak: 'safeguarding-peak',
  age: firstRadioId('age', yesNo(copy.ageQuestion)),
};

/** Only these firm types' answers turn on the funds safeguarded and the firm's age (SUP 3A.1.1R). */
const askedAboutFunds: readonly FirmType[] = ['emi', 'smallEmi', 'api'];

/** The safeguarding audit checker's form: worked out here, sent nowhere. */
export function SafeguardingAuditForm() {
  const [result, setResult] = useState<ShownResult | null>(null);
  const [firmType, setFirmType] = useState<FirmType | null>(null);
  const [unknown, setUnknown] = useState(false);
  const { firmQuestion, peakQuestion, ageQuestion } = copy;
  const asksFunds = firmType !== null && askedAboutFunds.includes(firmType);
  const fieldErrors = useFieldErrors(messages);
  const { errors } = fieldErrors;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    fieldErrors.clear();
    const data = new FormData(event.currentTarget);
    const type = String(data.get('firmType')) as FirmType;
    const peakPence = unknown ? undefined : penceFromPounds(String(data.get('peak') ?? ''));
    const atLeast53Weeks = data.get('age') === 'yes';
    const said = [`${firmQuestion.legend} ${firmQuestion.choices.find((choice) => choice.value === type)?.label}`];
    if (asksFunds) {
      said.push(`${peakQuestion.label}: ${peakPence === undefined ? peakQuestion.unknown : formatPounds(peakPence)}`);
      said.push(`${ageQuestion.legend} ${atLeast53Weeks ? ageQuestion.yes : ageQuestion.no}`);
    }
    const words = copy.answer(
      checkSafeguardingAudit({ firmType: type, atLeast53Weeks, ...(peakPence === undefined ? {} : { peakPence }) }),
    );
    // What carries the answer to an enquiry or a booking loads with the first answer, not with the page.
    const { checkerNextSteps } = await import('./enquiry-message');
    setResult({
      heading: words.heading,
      body: [...words.body, copy.form.caveat],
      basis: { label: `${words.rule}, FCA Handbook`, url: copy.sources?.[0]?.url },
      ...checkerNextSteps(copy, said, words),
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
        fields={asksFunds ? Object.keys(messages) : ['firmType']}
        errors={errors}
        idPrefix="safeguarding"
        controlId={(name) => controlIds[name] ?? name}
        refusal={fieldErrors.refusal}
      />
      <RadioGroup
        legend={firmQuestion.legend}
        name="firmType"
        choices={firmQuestion.choices}
        onChange={setFirmType}
        error={errors.firmType}
      />
      {asksFunds && (
        <>
          {/* The sum and its "do not know" box: one question, named once by the sum's label. */}
          <div className="mt-8">
            <MoneyInput
              id="safeguarding-peak"
              name="peak"
              label={peakQuestion.label}
              hintId="safeguarding-peak-hint"
              required={!unknown}
              disabled={unknown}
              invalid={copy.invalidSum}
              error={errors.peak}
            />
            <p id="safeguarding-peak-hint" className="mt-1 text-sm text-slate-600">
              {peakQuestion.hint}
            </p>
            <div className="mt-3">
              <Checkbox
                id="safeguarding-peak-unknown"
                label={peakQuestion.unknown}
                checked={unknown}
                onChange={(event) => setUnknown(event.target.checked)}
              />
            </div>
          </div>
          <RadioGroup legend={ageQuestion.legend} name="age" choices={yesNo(ageQuestion)} error={errors.age} />
        </>
      )}
      <button type="submit" className={`mt-8 ${buttonStyles.primary.large}`}>
        {copy.form.submit}
      </button>
      <CheckerResult heading={copy.form.resultHeading} result={result} />
    </form>
  );
}
