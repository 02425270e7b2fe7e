import {
  enquiryStatuses,
  type EnquiryEntry,
  type EnquiryStatus,
  type StaffMember,
} from '../../../../../server/platform/firm';
import { buttonStyles, fieldStyles } from '../../../../styles/class-names';
import { deskCopy } from '../../content/desk';
import { enquiryStatusCopy } from '../../content/desk-data';
import { deskPaths } from '../paths';
import { Lines } from './diary-view';
import { deskForms } from '../form-fields';

const { enquiryStatus: statusFields } = deskForms;

const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });

/** The list's filter: a subject and a status, each '' for every one. */
export interface EnquiryFilter {
  subject: string;
  status: EnquiryStatus | '';
}

/** The form that sets an enquiry's status and who took it, returning to the list as filtered. */
function StatusForm({
  entry,
  staff,
  csrf,
  filter,
}: {
  entry: EnquiryEntry;
  staff: readonly StaffMember[];
  csrf: string;
  filter: EnquiryFilter;
}) {
  const id = (name: string) => `enquiry-${entry.id}-${name}`;
  return (
    <form method="post" action={deskPaths.enquiryStatus(entry.id)} className="mt-6 flex flex-wrap gap-3">
      <input type="hidden" name={statusFields.csrf} value={csrf} />
      <input type="hidden" name={statusFields.subject} value={filter.subject} />
      <input type="hidden" name={statusFields.shown} value={filter.status} />
      <div>
        <label htmlFor={id('status')} className="block font-semibold text-ink-900">
          {enquiryStatusCopy.status}
        </label>
        <select id={id('status')} name={statusFields.status} defaultValue={entry.status} className={fieldStyles.select}>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {enquiryStatusCopy.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id('taken')} className="block font-semibold text-ink-900">
          {enquiryStatusCopy.takenBy}
        </label>
        <select
          id={id('taken')}
          name={statusFields.taken}
          defaultValue={entry.takenBy ?? ''}
          className={fieldStyles.select}
        >
          <option value="">{enquiryStatusCopy.noOne}</option>
          {staff.map((member) => (
            <option key={member.email} value={member.email}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`self-end ${buttonStyles.secondary.regular}`}>
        {enquiryStatusCopy.save}
      </button>
    </form>
  );
}

/** One enquiry: who, about what, when, everything they wrote, whether it reached the inbox, and where the firm is with it. */
function EnquiryCard({
  entry,
  staff,
  csrf,
  filter,
}: {
  entry: EnquiryEntry;
  staff: readonly StaffMember[];
  csrf: string;
  filter: EnquiryFilter;
}) {
  const failed = entry.delivery === 'failed';
  const taker = staff.find((member) => member.email === entry.takenBy);
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
        <dt className="font-semibold text-ink-900">{enquiryStatusCopy.status}</dt>
        <dd className="text-slate-700 sm:col-span-2">
          {enquiryStatusCopy.statuses[entry.status]}
          {entry.takenBy ? `, ${enquiryStatusCopy.takenBy.toLowerCase()} ${taker?.name ?? entry.takenBy}` : ''}
        </dd>
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
      <StatusForm entry={entry} staff={staff} csrf={csrf} filter={filter} />
    </article>
  );
}

/** The enquiries, newest first, with the subject and status filter (a plain GET form) and the CSV of what is shown. */
export function EnquiriesView({
  subjects,
  filter,
  entries,
  total,
  staff,
  csrf,
  query,
}: {
  subjects: readonly { value: string; label: string }[];
  filter: EnquiryFilter;
  entries: EnquiryEntry[];
  total: number;
  staff: readonly StaffMember[];
  csrf: string;
  /** The filter as a query string: the CSV gives what is shown. */
  query: string;
}) {
  const { subject } = filter;
  const csv = `${deskPaths.enquiriesCsv}${query}`;
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
          <div>
            <label htmlFor="desk-status" className="block font-semibold text-ink-900">
              {enquiryStatusCopy.status}
            </label>
            <select id="desk-status" name="status" defaultValue={filter.status} className={fieldStyles.select}>
              <option value="">{enquiryStatusCopy.everyStatus}</option>
              {enquiryStatuses.map((status) => (
                <option key={status} value={status}>
                  {enquiryStatusCopy.statuses[status]}
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
            <EnquiryCard key={entry.id} entry={entry} staff={staff} csrf={csrf} filter={filter} />
          ))}
        </div>
      )}
    </>
  );
}
