import { deskCopy } from '../../content/desk';
import type { AuditEntry } from '../audit';

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** The audit log as a table, newest first. */
export function AuditView({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p>{deskCopy.audit.empty}</p>;
  const cell = 'border-b border-slate-200 px-3 py-3 text-left align-top';
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-card">
      <table className="w-full text-sm text-slate-700">
        <caption className="sr-only">{deskCopy.audit.title}</caption>
        <thead className="bg-slate-50 text-ink-900">
          <tr>
            <th scope="col" className={cell}>
              {deskCopy.audit.when}
            </th>
            <th scope="col" className={cell}>
              {deskCopy.audit.who}
            </th>
            <th scope="col" className={cell}>
              {deskCopy.audit.what}
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
              <td className={cell}>{entry.email || '—'}</td>
              <td className={cell}>
                {entry.action}
                {entry.detail && <span className="block text-slate-600">{entry.detail}</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{entry.network}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
