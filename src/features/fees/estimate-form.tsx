/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import fees from '../../content/pages/fees';
import { formWords } from '../../content/form-words';
import { ErrorSummary } from '../../platform/forms/error-summary';
import { useFieldErrors } from '../../platform/forms/use-field-errors';
import { useReveal } from '../../platform/hooks/use-reveal';
import type { Estimate, EstimateLine } from '../../content/fee-rules';
import { estimateFees, type EstimateAnswers } from './estimate';
import type { FeeRange } from '../../content/fee-rules';
import { buttonStyles, fieldStyles } from '../../styles/class-names';
import { Link } from '../../platform/components/link';
import { bookingHref, enquiryHref } from '../../platform/forms/prefill';
import { firstRadioId, RadioGroup } from '../../platform/forms/radio-group';
import { Checkbox } from '../../platform/forms/checkbox';
import { choiceInvalid } from '../../platform/forms/choice-validity';
import { restoreSent } from '../../platform/forms/restore-sent';
import { NotReadyYet } from '../../platform/forms/not-ready-yet';

const { rules, labels, enquiry } = fees.estimate;
const { problems } = labels;

const clientChoices = rules.clientTypes.map((type) => ({ value: type.id, label: type.label }));
const vatChoices = [
  { value: 'yes', label: labels.yes },
  { value: 'no', label: labels.no },
];

/** What the visitor is told about each field the browser refuses, by its name, in the form's order. */
const messages = {
  clientType: { missing: problems.clientType },
  turnover: { missing: problems.turnover },
  transactions: { missing: problems.transactions },
  employees: {
    missing: problems.employees(rules.payroll.maxEmployees),
    invalid: problems.employees(rules.payroll.maxEmployees),
  },
  vat: { missing: problems.vat },
};
const controlIds: Record<string, string> = {
  clientType: firstRadioId('clientType', clientChoices),
  vat: firstRadioId('vat', vatChoices),
};

const lineDetail = (line: EstimateLine) =>
  line.detail ?? (line.employees ? labels.employeesDetail(line.employees) : undefined);

/** What the estimate says in words, as the page shows it: the headline first, then each line and the totals. */
function estimateWords(estimate: Estimate): string[] {
  const leftOut = estimate.leftOut.length ? [labels.leftOut(estimate.leftOut.join(', '))] : [];
  if (estimate.kind === 'quotedIndividually')
    return [labels.quotedIndividually(estimate.beyondRange.join(' and ')), ...leftOut];
  return [
    labels.headline(estimate),
    labels.secondLine(estimate),
    ...estimate.lines.map(
      (line) =>
        `- ${line.label}${lineDetail(line) ? ` (${lineDetail(line)})` : ''}: ${fees.yearText(line)}, excluding VAT`,
    ),
    ...leftOut,
  ];
}

/** The estimate as the firm's email will read it: the answers, then the estimate as the visitor saw it. */
function estimateMessage(said: string[], estimate: Estimate): string {
  return [
    enquiry.intro,
    '',
    enquiry.answersHeading,
    ...said.map((line) => `- ${line}`),
    '',
    enquiry.estimateHeading,
    ...estimateWords(estimate),
    '',
    enquiry.close,
  ].join('\n');
}

/** The instant estimate: worked out in the browser from the fees module's rules; sent only if the visitor chooses. */
export function EstimateForm() {
  const [shown, setShown] = useState<{ estimate: Estimate; to: string; book: string } | null>(null);
  const fieldErrors = useFieldErrors(messages);
  const { errors } = fieldErrors;
  const revealed = useReveal<HTMLDivElement>(shown);
  const form = useRef<HTMLFormElement>(null);
  // Submitted before its code had come (the form is in the page from the first paint), the page was
  // reloaded with the answers in its address: they are put back and the estimate worked out.
  useEffect(() => {
    const element = form.current;
    if (!element || !restoreSent(element, window.location.search)) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
    element.requestSubmit();
  }, []);
  const errorProps = (name: string, describedBy?: string) => {
    const error = errors[name];
    const ids = [describedBy, error ? `estimate-${name}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
  };
  const choiceProps = (name: string) => ({ ...errorProps(name), ...choiceInvalid(errors[name]) });
  const errorText = (name: string) =>
    errors[name] && (
      <p id={`estimate-${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {errors[name]}
      </p>
    );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    fieldErrors.clear();
    const data = new FormData(event.currentTarget);
    const answers: EstimateAnswers = {
      clientType: String(data.get('clientType')) as EstimateAnswers['clientType'],
      turnoverBand: String(data.get('turnover')),
      transactionBand: String(data.get('transactions')),
      employees: Number(data.get('employees') ?? 0),
      vatRegistered: data.get('vat') === 'yes',
      extras: data.getAll('extras').map(String),
    };
    const estimate = estimateFees(rules, fees.vat.ratePercent, answers);
    const client = rules.clientTypes.find((type) => type.id === answers.clientType);
    const turnover = rules.turnoverBands.find((band) => band.id === answers.turnoverBand)?.label;
    const said = [
      `${labels.clientType} ${client?.label}`,
      `${labels.turnover}: ${turnover}`,
      `${rules.transactionsLabel}: ${rules.transactionBands.find((band) => band.id === answers.transactionBand)?.label}`,
      `${labels.employees}: ${answers.employees}`,
      `${labels.vatRegistered} ${answers.vatRegistered ? labels.yes : labels.no}`,
      `${labels.extras}: ${
        rules.extras
          .filter((extra) => answers.extras.includes(extra.id))
          .map((extra) => extra.label)
          .join(', ') || '-'
      }`,
    ];
    const message = estimateMessage(said, estimate);
    setShown({
      estimate,
      to: enquiryHref(client?.subject ?? 'general', message),
      // A sole trader's turnover is the gross income the booking form asks them about.
      book: bookingHref(
        client?.topic ?? 'not-sure',
        message,
        client?.id === 'soleTrader' && turnover ? { income: turnover } : {},
      ),
    });
  }

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onInvalidCapture={fieldErrors.onInvalid}
      onInput={(event) => {
        setShown(null);
        fieldErrors.onEdit(event);
      }}
      className="mt-2"
    >
      <div className="mt-6 empty:hidden">
        <ErrorSummary
          fields={Object.keys(messages)}
          refusal={fieldErrors.refusal}
          errors={errors}
          idPrefix="estimate"
          controlId={(name) => controlIds[name] ?? `estimate-${name}`}
          heading={formWords.errorSummaryHeading}
        />
      </div>
      <RadioGroup legend={labels.clientType} name="clientType" choices={clientChoices} error={errors.clientType} />
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {(
          [
            ['turnover', labels.turnover, rules.turnoverBands],
            ['transactions', rules.transactionsLabel, rules.transactionBands],
          ] as const
        ).map(([name, label, bands]) => (
          <div key={name}>
            <label htmlFor={`estimate-${name}`} className="text-sm font-semibold text-ink-900">
              {label}
            </label>
            {errorText(name)}
            <select
              id={`estimate-${name}`}
              name={name}
              required
              defaultValue=""
              {...choiceProps(name)}
              className={fieldStyles.select}
            >
              <option value="" disabled>
                {labels.choose}
              </option>
              {bands.map((band) => (
                <option key={band.id} value={band.id}>
                  {band.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div>
          <label htmlFor="estimate-employees" className="text-sm font-semibold text-ink-900">
            {labels.employees}
          </label>
          {errorText('employees')}
          <input
            id="estimate-employees"
            name="employees"
            type="number"
            inputMode="numeric"
            min={0}
            max={rules.payroll.maxEmployees}
            step={1}
            required
            defaultValue={0}
            {...errorProps('employees', 'estimate-employees-hint')}
            className={fieldStyles.input}
          />
          <p id="estimate-employees-hint" className="mt-1 text-sm text-slate-600">
            {labels.employeesHint}
          </p>
        </div>
      </div>
      <RadioGroup legend={labels.vatRegistered} name="vat" choices={vatChoices} error={errors.vat} />
      <fieldset className="mt-6">
        <legend className="font-semibold text-ink-900">{labels.extras}</legend>
        <div className="mt-3 space-y-3">
          {rules.extras.map((extra) => (
            <Checkbox
              key={extra.id}
              id={`estimate-extra-${extra.id}`}
              label={extra.label}
              name="extras"
              value={extra.id}
            />
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`mt-8 ${buttonStyles.primary.large}`}>
        {labels.submit}
      </button>
      <NotReadyYet>{labels.notReadyYet}</NotReadyYet>
      {/* The estimate takes focus as it arrives, named by its heading and total (not a live region). */}
      <div className="mt-8">
        {shown && (
          <div
            ref={revealed}
            tabIndex={-1}
            role="group"
            aria-labelledby="estimate-result-heading estimate-result-total"
            className="rounded-2xl border border-teal-700 bg-white p-6"
            data-estimate-result
          >
            <h3
              id="estimate-result-heading"
              className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase"
            >
              {labels.resultHeading}
            </h3>
            {shown.estimate.kind === 'quotedIndividually' ? (
              <p id="estimate-result-total" className="mt-2 text-xl font-semibold text-ink-900">
                {labels.quotedIndividually(shown.estimate.beyondRange.join(' and '))}
              </p>
            ) : (
              <EstimateFigures estimate={shown.estimate} />
            )}
            {shown.estimate.leftOut.length > 0 && (
              <p className="mt-3 text-slate-700">{labels.leftOut(shown.estimate.leftOut.join(', '))}</p>
            )}
            <p className="mt-3 text-sm text-slate-600">{labels.disclaimer}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link to={shown.to} className={buttonStyles.primary.regular}>
                {labels.send}
              </Link>
              <Link to={shown.book} className={buttonStyles.secondary.regular}>
                {labels.book}
              </Link>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}

/** The figures of an estimate within the published ranges: the headline total, the other, and the breakdown. */
function EstimateFigures({ estimate }: { estimate: Extract<Estimate, { kind: 'range' }> }) {
  const totals: [string, FeeRange, boolean][] = [
    [labels.total, estimate.total, !estimate.consumer],
    [labels.vat, estimate.vat, false],
    [labels.totalWithVat, estimate.totalWithVat, estimate.consumer],
  ];
  return (
    <>
      <p id="estimate-result-total" className="mt-2 text-2xl font-semibold text-ink-900">
        {labels.headline(estimate)}
      </p>
      <p className="text-slate-600">{labels.secondLine(estimate)}</p>
      <table className="mt-5 w-full border-collapse text-left text-sm sm:text-base">
        <caption className="pb-2 text-left text-sm font-semibold text-slate-600">{labels.breakdownCaption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {labels.item}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {labels.perYear}
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.label} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-3 font-normal">
                {line.label}
                {lineDetail(line) && <span className="block text-slate-600">{lineDetail(line)}</span>}
              </th>
              <td className="py-2 text-right whitespace-nowrap">{fees.rangeText(line)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(([label, range, headline]) => (
            <tr key={label}>
              <th scope="row" className={`py-2 pr-3 ${headline ? 'font-semibold' : 'font-normal'}`}>
                {label}
              </th>
              <td className={`py-2 text-right whitespace-nowrap ${headline ? 'font-semibold' : ''}`}>
                {fees.rangeText(range)}
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
    </>
  );
}
