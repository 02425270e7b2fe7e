import { FieldFrame } from './field';
import { SelectField } from './select-field';
import type { BlockEntry, DiaryEntry } from '../../../../../server/platform/firm';
import { formatDayAndMonth } from '../../../../platform/calendar/format';
import type { IsoDate } from '../../../../platform/calendar/dates';
import { buttonStyles, fieldStyles } from '../../../../styles/class-names';
import { deskCopy } from '../../content/desk';
import { diaryActionsCopy } from '../../content/diary-actions';
import { deskPaths } from '../paths';
import { diaryActionPaths } from '../diary-action-paths';
import { PostButton } from './document';
import { Lines } from './details';
import { deskForms } from '../form-fields';

const { block: blockFields } = deskForms;

const copy = diaryActionsCopy.blocks;
const card = 'mt-8 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10';

/** "Thursday 24 December 2026, 09:00": an instant as a London clock and calendar show it. */
export const londonWhen = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** What the block form was sent with, to show it again beside what is wrong. */
export interface BlockFormValues {
  diary: string;
  fromDate: string;
  fromTime: string;
  untilDate: string;
  untilTime: string;
  reason: string;
}

export type BlockProblems = Partial<Record<keyof BlockFormValues, string>>;

/** When the block runs, in the form's order: each field and the hint that shows how to type it. */
const whenFields = [
  ['fromDate', copy.dateHint],
  ['fromTime', copy.timeHint],
  ['untilDate', copy.dateHint],
  ['untilTime', copy.timeHint],
] as const;

/** A date or a time of the block, typed as the hint shows it. */
function Field({
  name,
  label,
  hint,
  value,
  problem,
}: {
  name: keyof BlockFormValues;
  label: string;
  hint: string;
  value: string;
  problem?: string;
}) {
  const id = `block-${name}`;
  return (
    <div className="mt-6">
      <FieldFrame id={id} label={label} hint={hint} problem={problem}>
        {(described) => (
          <input
            id={id}
            name={blockFields[name]}
            type="text"
            required
            defaultValue={value}
            inputMode="numeric"
            autoComplete="off"
            {...described}
            className={fieldStyles.input}
          />
        )}
      </FieldFrame>
    </div>
  );
}

/** Whose diary to block: a list of the directors this member may block. */
function DirectorField({
  directors,
  value,
  problem,
}: {
  directors: readonly { id: string; name: string }[];
  value: string;
  problem?: string;
}) {
  return (
    <SelectField
      id="block-diary"
      name={blockFields.diary}
      label={copy.director}
      value={value}
      choices={directors.map(({ id, name }) => ({ value: id, label: name }))}
      className="mt-6"
      problem={problem}
    />
  );
}

/** Why the time is blocked, kept with the block for the audit log. */
function ReasonField({ value, problem, maxLength }: { value: string; problem?: string; maxLength: number }) {
  return (
    <div className="mt-6">
      <FieldFrame id="block-reason" label={copy.reason} hint={copy.reasonHint} problem={problem}>
        {(described) => (
          <textarea
            id="block-reason"
            name={blockFields.reason}
            rows={2}
            required
            maxLength={maxLength}
            defaultValue={value}
            {...described}
            className={fieldStyles.textarea}
          />
        )}
      </FieldFrame>
    </div>
  );
}

/** The form that blocks a director's time: whose diary (a director only their own), from, until, why. */
export function BlockForm({
  directors,
  csrf,
  values,
  problems = {},
  maxLength,
}: {
  directors: readonly { id: string; name: string }[];
  csrf: string;
  values: BlockFormValues;
  problems?: BlockProblems;
  maxLength: number;
}) {
  return (
    <form method="post" action={diaryActionPaths.blocks} className={card} noValidate aria-labelledby="block-form">
      <h2 id="block-form" className="text-2xl font-semibold tracking-tight text-ink-900">
        {copy.formTitle}
      </h2>
      <input type="hidden" name={blockFields.csrf} value={csrf} />
      <DirectorField directors={directors} value={values.diary} problem={problems.diary} />
      {whenFields.map(([name, hint]) => (
        <Field key={name} name={name} label={copy[name]} hint={hint} value={values[name]} problem={problems[name]} />
      ))}
      <ReasonField value={values.reason} problem={problems.reason} maxLength={maxLength} />
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonStyles.primary.large}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}

/** One block: whose, when, why, who blocked it; the consultations still inside it, each with its actions; remove. */
export function BlockCard({
  block,
  inside,
  csrf,
  canAct,
}: {
  block: BlockEntry;
  inside: readonly DiaryEntry[];
  csrf: string;
  canAct: boolean;
}) {
  return (
    <article
      aria-labelledby={`block-${block.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-8"
    >
      <h3 id={`block-${block.id}`} className="text-lg font-semibold text-ink-900">
        {block.directorName}: {londonWhen(block.from)} to {londonWhen(block.until)}
      </h3>
      <p className="mt-1 text-slate-700">
        <Lines text={block.reason} />
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {copy.by} {block.by}
      </p>
      {inside.length > 0 && (
        <div className="mt-4">
          <p className="font-semibold text-ink-900">{copy.inside(inside.length)}</p>
          <ul className="mt-2 space-y-4">
            {inside.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-4">
                <span className="text-slate-700">
                  {formatDayAndMonth(entry.date as IsoDate)} {entry.start} to {entry.end}, {entry.visitor.name}
                </span>
                {canAct && (
                  <a href={deskPaths.cancel(entry.id)} className="font-semibold text-teal-800 underline">
                    {deskCopy.diary.cancel}
                    <span className="sr-only">
                      {' '}
                      {formatDayAndMonth(entry.date as IsoDate)} {entry.start}, {entry.visitor.name}
                    </span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {canAct && (
        <div className="mt-5">
          <PostButton
            action={diaryActionPaths.unblock(block.id)}
            csrf={csrf}
            label={copy.remove}
            className={buttonStyles.secondary.regular}
          />
        </div>
      )}
    </article>
  );
}
