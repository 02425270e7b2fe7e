import type { DiaryEntry } from '../../../../../server/platform/firm';
import { formatLongDate } from '../../../../platform/calendar/format';
import type { IsoDate } from '../../../../platform/calendar/dates';
import { buttonStyles } from '../../../../styles/class-names';
import { diaryActionsCopy } from '../../content/diary-actions';
import { diaryActionPaths } from '../diary-action-paths';
import { londonWhen } from './block-views';
import { DiaryCard } from './diary-view';
import { PostButton } from './document';
import { Badge } from './badge';
import { deskForms } from '../form-fields';

const copy = diaryActionsCopy.started;

/** One started consultation: the diary's card, what was marked, and the two marks (for whoever may act on it). */
function StartedCard({ entry, csrf, canMark }: { entry: DiaryEntry; csrf: string; canMark: boolean }) {
  const { attendance } = entry;
  return (
    <div className="space-y-4">
      <DiaryCard entry={entry} canCancel={false} />
      <div className="flex flex-wrap items-center gap-4">
        <Badge tone={attendance ? 'done' : 'neutral'}>
          {attendance ? copy.marked(copy[attendance.outcome], attendance.by, londonWhen(attendance.at)) : copy.unmarked}
        </Badge>
        {canMark &&
          (['attended', 'missed'] as const).map((outcome) => (
            <PostButton
              key={outcome}
              action={diaryActionPaths.mark(entry.id)}
              csrf={csrf}
              fields={{ [deskForms.mark.outcome]: outcome }}
              label={`${outcome === 'attended' ? copy.markAttended : copy.markMissed}: ${entry.start}, ${entry.visitor.name}`}
              className={buttonStyles.secondary.regular}
            />
          ))}
      </div>
    </div>
  );
}

/** Started consultations by day, latest first, each with its marks. */
export function StartedView({
  entries,
  csrf,
  canMark,
}: {
  entries: readonly DiaryEntry[];
  csrf: string;
  canMark: (entry: DiaryEntry) => boolean;
}) {
  const days = [...new Set(entries.map((entry) => entry.date))];
  return (
    <div className="space-y-12">
      {days.map((day) => (
        <section key={day} aria-labelledby={`started-${day}`}>
          <h2 id={`started-${day}`} className="text-2xl font-semibold tracking-tight text-ink-900">
            {formatLongDate(day as IsoDate)}
          </h2>
          <div className="mt-6 space-y-12">
            {entries
              .filter((entry) => entry.date === day)
              .map((entry) => (
                <StartedCard key={entry.id} entry={entry} csrf={csrf} canMark={canMark(entry)} />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
