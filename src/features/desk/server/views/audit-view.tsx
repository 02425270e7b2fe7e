import { deskCopy } from '../../content/desk';
import type { AuditEntry } from '../audit';

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** The audit log as a table, newest first; what was done beside when, so a phone's first screen shows both. */
export function AuditView({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p>{deskCopy.audit.empty}</p>;
  const cell = 'border-b border-slate-200 px-3 py-3 text-left align-top';
  return (
    <div
      role="region"
      aria-labelledby="audit-caption"
      // A box that scrolls must take focus for a keyboard to scroll it (WCAG 2.1.1), as the site's own tables do.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a named scrolling region
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-card"
    >
      <table className="w-full text-sm text-slate-700">
        <caption id="audit-caption" className="sr-only">
          {deskCopy.audit.title}
        </caption>
        <thead className="bg-slate-50 text-ink-900">
          <tr>
            <th scope="col" className={cell}>
              {deskCopy.audit.when}
            </th>
            <th scope="col" className={cell}>
              {deskCopy.audit.what}
            </th>
            <th scope="col" className={cell}>
              {deskCopy.audit.who}
            </th>
            <th scope="col" className={cell}>
              {deskCopy.audit.network}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={index}>
              <td className={`${cell} whitespace-nowrap`}>{when.format(entry.at)}</td>
              <td className={cell}>
                {entry.action}
                {entry.detail && <span className="block text-slate-600">{entry.detail}</span>}
              </td>
              <td className={cell}>{entry.email || '—'}</td>
              <td className={`${cell} whitespace-nowrap`}>{entry.network}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
