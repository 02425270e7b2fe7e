import { EmailField } from './field';
import type { ErasePlan, PersonPart, PersonReport } from '../../../../../server/platform/personal-data';
import { buttonStyles } from '../../../../styles/class-names';
import { peopleCopy } from '../../content/desk-data';
import { deskPaths } from '../paths';
import { PostButton } from './document';
import { deskForms } from '../form-fields';

const { person: personFields } = deskForms;

const card = 'mt-8 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10';
const link = 'font-semibold text-teal-800 underline';

/** The search: one field, posted (an address never goes in a URL, so never in a log or a history). */
export function PeopleSearch({ csrf, email = '', problem }: { csrf: string; email?: string; problem?: string }) {
  return (
    <form
      method="post"
      action={deskPaths.people}
      className="max-w-xl rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10"
      noValidate
    >
      <input type="hidden" name={personFields.csrf} value={csrf} />
      <EmailField
        id="desk-person"
        name={personFields.email}
        label={peopleCopy.label}
        hint={peopleCopy.hint}
        problem={problem}
        value={email}
        autoComplete="off"
      />
      <button type="submit" className={`mt-6 ${buttonStyles.primary.large}`}>
        {peopleCopy.find}
      </button>
    </form>
  );
}

/** One part's rows: each a reference and its fields. */
function Part({ part, index }: { part: PersonPart; index: number }) {
  const id = `person-part-${index}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-ink-900">
          {part.heading}
        </h2>
        <p className="text-sm text-slate-600">
          {part.rows.length > 0 ? peopleCopy.rows(part.rows.length) : peopleCopy.nothingHere}
        </p>
      </div>
      {part.rows.map((row) => (
        <dl
          key={`${row.table} ${row.id}`}
          className="mt-4 grid gap-x-6 gap-y-2 border-t border-slate-200 pt-4 sm:grid-cols-3"
        >
          <dt className="font-semibold text-ink-900">{row.table}</dt>
          <dd className="text-slate-700 sm:col-span-2">{row.id}</dd>
          {Object.entries(row.fields).map(([field, value]) => (
            <div key={field} className="contents">
              {/* On a phone each name sits above its value: set apart by size, colour and space, so the pairs read as pairs. */}
              <dt className="mt-2 text-sm text-slate-600 sm:mt-0 sm:text-base">{field}</dt>
              <dd className="text-ink-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      ))}
    </section>
  );
}

/** The parts, one under another. */
function Parts({ parts, className }: { parts: readonly PersonPart[]; className: string }) {
  return (
    <div className={`${className} space-y-4`}>
      {parts.map((part, index) => (
        <Part key={part.heading} part={part} index={index} />
      ))}
    </div>
  );
}

/** The way back to the search, at the foot of every page after it. */
function BackToSearch() {
  return (
    <a href={deskPaths.people} className={link}>
      {peopleCopy.back}
    </a>
  );
}

/** The downloads, each format a post with the address (so it never goes in a URL). */
const downloads = [
  ['json', peopleCopy.exportJson],
  ['csv', peopleCopy.exportCsv],
] as const;

/** What can be done with what is held about an address: download it in each format, or begin erasing it. */
function PersonActions({ address, csrf }: { address: string; csrf: string }) {
  const fields = { [personFields.email]: address };
  return (
    <div className="flex flex-wrap items-start gap-4">
      {downloads.map(([format, label]) => (
        <PostButton
          key={format}
          action={deskPaths.peopleExport}
          csrf={csrf}
          label={label}
          className={buttonStyles.secondary.regular}
          fields={{ ...fields, [personFields.format]: format }}
        />
      ))}
      <PostButton
        action={deskPaths.peopleErase}
        csrf={csrf}
        label={peopleCopy.erase}
        className={buttonStyles.primary.regular}
        fields={fields}
      />
    </div>
  );
}

/** Everything held, part by part, with the downloads and the way to erase. */
export function PersonView({ report, csrf }: { report: PersonReport; csrf: string }) {
  const found = report.parts.some((part) => part.rows.length > 0);
  return (
    <>
      {found && (
        <>
          <PersonActions address={report.person.address} csrf={csrf} />
          <p className="mt-4 max-w-3xl text-sm text-slate-600">
            {peopleCopy.exportHint} {peopleCopy.eraseHint}
          </p>
        </>
      )}
      <Parts parts={report.parts} className="mt-8" />
      <p className="mt-8">
        <BackToSearch />
      </p>
    </>
  );
}

/** What erasing deletes and keeps, with why: every part's plan together. */
export function ErasePlanView({ plans }: { plans: readonly ErasePlan[] }) {
  const deletes = plans.flatMap((plan) => plan.deletes);
  const keeps = plans.flatMap((plan) => plan.keeps);
  return (
    <>
      <h2 className="text-lg font-semibold text-ink-900">{peopleCopy.deletes}</h2>
      {deletes.length === 0 ? (
        <p className="mt-2 text-slate-700">{peopleCopy.nothingDeleted}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-2 pl-6 text-slate-700">
          {deletes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <h2 className="mt-6 text-lg font-semibold text-ink-900">{peopleCopy.keeps}</h2>
      <ul className="mt-2 list-disc space-y-2 pl-6 text-slate-700">
        {keeps.map(({ what, why }) => (
          <li key={what}>
            <span className="font-semibold text-ink-900">{what}</span>: {why}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The second step: what goes and what stays, and the button that erases. */
export function EraseConfirm({ report, csrf }: { report: PersonReport; csrf: string }) {
  return (
    <div className={card}>
      <ErasePlanView plans={report.parts.map((part) => part.plan)} />
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <PostButton
          action={deskPaths.peopleEraseConfirm}
          csrf={csrf}
          label={peopleCopy.confirm}
          className={buttonStyles.primary.large}
          fields={{ [personFields.email]: report.person.address }}
        />
        <BackToSearch />
      </div>
    </div>
  );
}

/** After erasing: what is still held (the kept rows), part by part. */
export function Erased({ after }: { after: PersonReport }) {
  const parts = after.parts.filter((part) => part.rows.length > 0);
  return (
    <>
      {parts.length > 0 && <h2 className="text-lg font-semibold text-ink-900">{peopleCopy.stillHeld}</h2>}
      <Parts parts={parts} className="mt-4" />
      <p className="mt-8">
        <BackToSearch />
      </p>
    </>
  );
}
