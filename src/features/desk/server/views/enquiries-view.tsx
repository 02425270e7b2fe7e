import {
  enquiryStatuses,
  type EnquiryEntry,
  type EnquiryStatus,
  type StaffMember,
} from '../../../../../server/platform/firm';
import { buttonStyles } from '../../../../styles/class-names';
import { deskCopy } from '../../content/desk';
import { enquiryStatusCopy } from '../../content/desk-data';
import { deskPaths } from '../paths';
import { Badge } from './badge';
import { Answers, Detail, Details } from './details';
import { deskForms } from '../form-fields';
import { SelectField, type Choice } from './select-field';

const { enquiryStatus: statusFields } = deskForms;

/** Each status, in the words the desk shows it. */
const statusChoices: readonly Choice[] = enquiryStatuses.map((status) => ({
  value: status,
  label: enquiryStatusCopy.statuses[status],
}));

const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });

/** The list's filter: a subject and a status, each '' for every one. */
export interface EnquiryFilter {
  subject: string;
  status: EnquiryStatus | '';
}

/** What an enquiry's card and its form are drawn from: the enquiry, the staff who may take it, the session's token and the list's filter. */
interface EnquiryProps {
  entry: EnquiryEntry;
  staff: readonly StaffMember[];
  csrf: string;
  filter: EnquiryFilter;
}

/** The form that sets an enquiry's status and who took it, returning to the list as filtered. */
function StatusForm({ entry, staff, csrf, filter }: EnquiryProps) {
  const id = (name: string) => `enquiry-${entry.id}-${name}`;
  return (
    <form method="post" action={deskPaths.enquiryStatus(entry.id)} className="mt-6 flex flex-wrap gap-3">
      <input type="hidden" name={statusFields.csrf} value={csrf} />
      <input type="hidden" name={statusFields.subject} value={filter.subject} />
      <input type="hidden" name={statusFields.shown} value={filter.status} />
      <SelectField
        id={id('status')}
        name={statusFields.status}
        label={enquiryStatusCopy.status}
        value={entry.status}
        choices={statusChoices}
      />
      <SelectField
        id={id('taken')}
        name={statusFields.taken}
        label={enquiryStatusCopy.takenBy}
        value={entry.takenBy ?? ''}
        choices={[
          { value: '', label: enquiryStatusCopy.noOne },
          ...staff.map((member) => ({ value: member.email, label: member.name })),
        ]}
      />
      <button type="submit" className={`self-end ${buttonStyles.secondary.regular}`}>
        {enquiryStatusCopy.save}
      </button>
    </form>
  );
}

/** One enquiry: who, about what, when, everything they wrote, whether it reached the inbox, and where the firm is with it. */
function EnquiryCard({ entry, staff, csrf, filter }: EnquiryProps) {
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
        <div className="flex flex-wrap gap-2">
          {/* Where the firm is with it, in words; the form below changes it. */}
          <Badge tone="neutral">
            {enquiryStatusCopy.statuses[entry.status]}
            {entry.takenBy ? `, ${enquiryStatusCopy.takenBy.toLowerCase()} ${taker?.name ?? entry.takenBy}` : ''}
          </Badge>
          <Badge tone={entry.delivery === 'failed' ? 'wrong' : 'done'}>
            {deskCopy.enquiries.delivery[entry.delivery]}
          </Badge>
        </div>
      </div>
      <Details>
        <Detail term={deskCopy.enquiries.received}>{when.format(new Date(entry.receivedAt))}</Detail>
        <Answers details={entry.details} />
        {entry.sourcePage && <Detail term={deskCopy.enquiries.from}>{entry.sourcePage}</Detail>}
        <Detail term={deskCopy.enquiries.reference}>{entry.id}</Detail>
      </Details>
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
          <SelectField
            id="desk-subject"
            name="subject"
            label={deskCopy.enquiries.subject}
            value={subject}
            choices={[{ value: '', label: deskCopy.enquiries.every }, ...subjects]}
          />
          <SelectField
            id="desk-status"
            name="status"
            label={enquiryStatusCopy.status}
            value={filter.status}
            choices={[{ value: '', label: enquiryStatusCopy.everyStatus }, ...statusChoices]}
          />
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
