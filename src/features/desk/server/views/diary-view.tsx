import type { DiaryEntry } from '../../../../../server/platform/firm';
import { formatDayAndMonth, formatLongDate } from '../../../../platform/calendar/format';
import type { IsoDate } from '../../../../platform/calendar/dates';
import { buttonStyles } from '../../../../styles/class-names';
import { deskCopy } from '../../content/desk';
import { deskPaths } from '../paths';
import { offerPaths } from '../offer-paths';
import { offersCopy } from '../../content/offers';
import { PostButton } from './document';
import { Badge } from './badge';
import { Answers, Detail, Details } from './details';

/** "14:30 on 1 December": when a hold lapses, London time. */
const londonTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));

/** One consultation: when, its state, who, and everything they told the firm; the firm's action. */
export function DiaryCard({ entry, canCancel }: { entry: DiaryEntry; canCancel: boolean }) {
  const held = entry.state === 'held';
  return (
    <article
      aria-labelledby={`entry-${entry.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h4 id={`entry-${entry.id}`} className="text-lg font-semibold text-ink-900">
          {entry.start} to {entry.end}: {entry.visitor.name}
        </h4>
        <Badge tone={held ? 'neutral' : 'done'}>
          {held && entry.heldUntil ? deskCopy.diary.held(londonTime(entry.heldUntil)) : deskCopy.diary.confirmed}
        </Badge>
      </div>
      <p className="mt-1 text-slate-700">
        {entry.topic} · {entry.format}
      </p>
      <Details>
        <Answers details={entry.details} />
        <Detail term={deskCopy.diary.reference}>{entry.id}</Detail>
        <Detail term={deskCopy.diary.booked}>
          {londonTime(entry.bookedAt)}
          {entry.sourcePage ? ` ${deskCopy.diary.from} ${entry.sourcePage}` : ''}
        </Detail>
      </Details>
      {canCancel && (
        <p className="mt-5 flex flex-wrap gap-3">
          <a href={deskPaths.cancel(entry.id)} className={buttonStyles.secondary.regular}>
            {deskCopy.diary.cancel}
            <span className="sr-only">
              {' '}
              {formatDayAndMonth(entry.date as IsoDate)} {entry.start}, {entry.visitor.name}
            </span>
          </a>
          {!held && (
            <a href={offerPaths.offer(entry.id)} className={buttonStyles.secondary.regular}>
              {offersCopy.link}
              <span className="sr-only">
                {' '}
                {formatDayAndMonth(entry.date as IsoDate)} {entry.start}, {entry.visitor.name}
              </span>
            </a>
          )}
        </p>
      )}
    </article>
  );
}

/** Each director's consultations by day, earliest first. */
export function DiaryView({
  directors,
  entries,
  canCancel,
}: {
  directors: readonly { id: string; name: string }[];
  entries: DiaryEntry[];
  canCancel: (entry: DiaryEntry) => boolean;
}) {
  const others = entries.filter((entry) => !directors.some((director) => director.id === entry.diary));
  const sections = [
    ...directors.map((director) => ({ ...director, rows: entries.filter((entry) => entry.diary === director.id) })),
    ...(others.length ? [{ id: 'firm', name: 'The firm', rows: others }] : []),
  ];
  return (
    <div className="space-y-12">
      {sections.map((section) => {
        const days = [...new Set(section.rows.map((entry) => entry.date))];
        return (
          <section key={section.id} aria-labelledby={`diary-${section.id}`}>
            <h2 id={`diary-${section.id}`} className="text-2xl font-semibold tracking-tight text-ink-900">
              {section.name}
            </h2>
            {days.length === 0 && <p className="mt-3 text-slate-600">{deskCopy.diary.none}</p>}
            {days.map((day) => (
              <div key={day} className="mt-6">
                <h3 className="text-lg font-semibold text-ink-900">{formatLongDate(day as IsoDate)}</h3>
                <div className="mt-3 space-y-4">
                  {section.rows
                    .filter((entry) => entry.date === day)
                    .map((entry) => (
                      <DiaryCard key={entry.id} entry={entry} canCancel={canCancel(entry)} />
                    ))}
                </div>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}

/** The diary's foot: sign out on every device. */
export function SignOutEverywhere({ csrf }: { csrf: string }) {
  return (
    <aside
      aria-label={deskCopy.nav.signOutEverywhere}
      className="mt-16 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6"
    >
      <p className="max-w-xl text-slate-700">{deskCopy.diary.everywhereLead}</p>
      <PostButton
        action={deskPaths.signOutEverywhere}
        csrf={csrf}
        label={deskCopy.nav.signOutEverywhere}
        className={buttonStyles.secondary.regular}
      />
    </aside>
  );
}
