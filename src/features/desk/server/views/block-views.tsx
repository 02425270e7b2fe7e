import type { BlockEntry, DiaryEntry } from '../../../../../server/platform/firm';
import { formatDayAndMonth } from '../../../../platform/calendar/format';
import type { IsoDate } from '../../../../platform/calendar/dates';
import { buttonStyles, fieldStyles } from '../../../../styles/class-names';
import { deskCopy } from '../../content/desk';
import { diaryActionsCopy } from '../../content/diary-actions';
import { deskPaths } from '../paths';
import { diaryActionPaths } from '../diary-action-paths';
import { PostButton } from './document';
import { Lines } from './diary-view';
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

function Field({
  name,
  label,
  hint,
  value,
  problem,
  numeric = false,
}: {
  name: keyof BlockFormValues;
  label: string;
  hint: string;
  value: string;
  problem?: string;
  numeric?: boolean;
}) {
  const id = `block-${name}`;
  return (
    <div className="mt-6">
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="mt-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <input
        id={id}
        name={name}
        type="text"
        required
        defaultValue={value}
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        autoComplete="off"
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        {...(problem ? { 'aria-invalid': true } : {})}
        className={fieldStyles.input}
      />
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
    <div className="mt-6">
      <label htmlFor="block-diary" className="block font-semibold text-ink-900">
        {copy.director}
      </label>
      {problem && (
        <p id="block-diary-problem" className="mt-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <select
        id="block-diary"
        name={blockFields.diary}
        defaultValue={value}
        {...(problem ? { 'aria-invalid': true, 'aria-describedby': 'block-diary-problem' } : {})}
        className={fieldStyles.select}
      >
        {directors.map((director) => (
          <option key={director.id} value={director.id}>
            {director.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Why the time is blocked, kept with the block for the audit log. */
function ReasonField({ value, problem, maxLength }: { value: string; problem?: string; maxLength: number }) {
  return (
    <div className="mt-6">
      <label htmlFor="block-reason" className="block font-semibold text-ink-900">
        {copy.reason}
      </label>
      <p id="block-reason-hint" className="mt-1 text-sm text-slate-600">
        {copy.reasonHint}
      </p>
      {problem && (
        <p id="block-reason-problem" className="mt-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <textarea
        id="block-reason"
        name={blockFields.reason}
        rows={2}
        required
        maxLength={maxLength}
        defaultValue={value}
        aria-describedby={problem ? 'block-reason-hint block-reason-problem' : 'block-reason-hint'}
        {...(problem ? { 'aria-invalid': true } : {})}
        className={fieldStyles.textarea}
      />
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
      <Field
        name={blockFields.fromDate}
        label={copy.fromDate}
        hint={copy.dateHint}
        value={values.fromDate}
        problem={problems.fromDate}
        numeric
      />
      <Field
        name={blockFields.fromTime}
        label={copy.fromTime}
        hint={copy.timeHint}
        value={values.fromTime}
        problem={problems.fromTime}
        numeric
      />
      <Field
        name={blockFields.untilDate}
        label={copy.untilDate}
        hint={copy.dateHint}
        value={values.untilDate}
        problem={problems.untilDate}
        numeric
      />
      <Field
        name={blockFields.untilTime}
        label={copy.untilTime}
        hint={copy.timeHint}
        value={values.untilTime}
        problem={problems.untilTime}
        numeric
      />
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
