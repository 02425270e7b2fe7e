import type { EnquiryEntry } from '../../../../../server/platform/firm';
import { buttonStyles, fieldStyles } from '../../../../styles/class-names';
import { deskCopy } from '../../content/desk';
import { deskPaths } from '../paths';
import { Lines } from './diary-view';

const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });

/** One enquiry: who, about what, when, everything they wrote, and whether it reached the inbox. */
function EnquiryCard({ entry }: { entry: EnquiryEntry }) {
  const failed = entry.delivery === 'failed';
  return (
    <article
      aria-labelledby={`enquiry-${entry.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`enquiry-${entry.id}`} className="text-lg font-semibold text-ink-900">
          {entry.subject.label}: {entry.sender.name}
        </h2>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${failed ? 'border-2 border-red-700 bg-white text-ink-900' : 'border border-teal-700 bg-teal-50 text-teal-800'}`}
        >
          {deskCopy.enquiries.delivery[entry.delivery]}
        </p>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-3">
        <dt className="font-semibold text-ink-900">{deskCopy.enquiries.received}</dt>
        <dd className="text-slate-700 sm:col-span-2">{when.format(new Date(entry.receivedAt))}</dd>
        {entry.details.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-900">{label}</dt>
            <dd className="text-slate-700 sm:col-span-2">
              <Lines text={value} />
            </dd>
          </div>
        ))}
        {entry.sourcePage && (
          <>
            <dt className="font-semibold text-ink-900">{deskCopy.enquiries.from}</dt>
            <dd className="text-slate-700 sm:col-span-2">{entry.sourcePage}</dd>
          </>
        )}
        <dt className="font-semibold text-ink-900">{deskCopy.enquiries.reference}</dt>
        <dd className="text-slate-700 sm:col-span-2">{entry.id}</dd>
      </dl>
    </article>
  );
}

/** The enquiries, newest first, with the subject filter (a plain GET form) and the CSV of what is shown. */
export function EnquiriesView({
  subjects,
  subject,
  entries,
  total,
}: {
  subjects: readonly { value: string; label: string }[];
  subject: string;
  entries: EnquiryEntry[];
  total: number;
}) {
  const csv = subject ? `${deskPaths.enquiriesCsv}?subject=${encodeURIComponent(subject)}` : deskPaths.enquiriesCsv;
  return (
    <>
      <div className="flex flex-wrap justify-between gap-6">
        <form method="get" action={deskPaths.enquiries} className="flex flex-wrap gap-3">
          <div>
            <label htmlFor="desk-subject" className="block font-semibold text-ink-900">
              {deskCopy.enquiries.subject}
            </label>
            <select id="desk-subject" name="subject" defaultValue={subject} className={fieldStyles.select}>
              <option value="">{deskCopy.enquiries.every}</option>
              {subjects.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={`self-end ${buttonStyles.primary.large}`}>
            {deskCopy.enquiries.filter}
          </button>
        </form>
        <a href={csv} className={`self-end ${buttonStyles.secondary.regular}`}>
          {deskCopy.enquiries.csv}
        </a>
      </div>
      <p role="status" className="mt-6 text-slate-700">
        {deskCopy.enquiries.count(entries.length, total)}
      </p>
      {entries.length === 0 ? (
        <p className="mt-4">{deskCopy.enquiries.empty}</p>
      ) : (
        <div className="mt-6 space-y-4">
          {entries.map((entry) => (
            <EnquiryCard key={entry.id} entry={entry} />
          ))}
        </div>
      )}
    </>
  );
}
