import { FieldFrame } from './field';
import type { DiaryEntry } from '../../../../../server/platform/firm';
import { buttonStyles, fieldStyles } from '../../../../styles/class-names';
import { deskCopy } from '../../content/desk';
import { deskPaths } from '../paths';
import { DiaryCard } from './diary-view';
import { Lines } from './details';
import { deskForms } from '../form-fields';

const card = 'mt-8 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10';

/** The first step: the consultation, and why the firm cancels it. */
export function CancelReason({
  entry,
  csrf,
  reason = '',
  problem,
  maxLength,
}: {
  entry: DiaryEntry;
  csrf: string;
  reason?: string;
  problem?: string;
  maxLength: number;
}) {
  return (
    <>
      <div className="max-w-3xl">
        <DiaryCard entry={entry} canCancel={false} />
      </div>
      <form method="post" action={deskPaths.cancel(entry.id)} className={card} noValidate>
        <input type="hidden" name={deskForms.cancel.csrf} value={csrf} />
        <FieldFrame id="desk-reason" label={deskCopy.cancel.reason} hint={deskCopy.cancel.reasonHint} problem={problem}>
          {(described) => (
            <textarea
              id="desk-reason"
              name={deskForms.cancel.reason}
              rows={3}
              required
              maxLength={maxLength}
              defaultValue={reason}
              {...described}
              className={fieldStyles.textarea}
            />
          )}
        </FieldFrame>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonStyles.primary.large}>
            {deskCopy.cancel.next}
          </button>
          <a href={deskPaths.diary} className="font-semibold text-teal-800 underline">
            {deskCopy.cancel.back}
          </a>
        </div>
      </form>
    </>
  );
}

/** The second step: what happens, the reason given, and the button that cancels. */
export function CancelConfirm({ entry, csrf, reason }: { entry: DiaryEntry; csrf: string; reason: string }) {
  return (
    <>
      <div className="max-w-3xl">
        <DiaryCard entry={entry} canCancel={false} />
      </div>
      <div className={card}>
        <p className="leading-7 text-slate-700">
          {entry.state === 'held' ? deskCopy.cancel.tellsNoOne : deskCopy.cancel.tellsVisitor}
        </p>
        <h2 className="mt-6 text-lg font-semibold text-ink-900">{deskCopy.cancel.yourReason}</h2>
        <p className="mt-2 text-slate-700">
          <Lines text={reason} />
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <form method="post" action={deskPaths.cancelConfirm(entry.id)}>
            <input type="hidden" name={deskForms.cancel.csrf} value={csrf} />
            <input type="hidden" name={deskForms.cancel.reason} value={reason} />
            <button type="submit" className={buttonStyles.primary.large}>
              {deskCopy.cancel.confirm}
            </button>
          </form>
          <a href={deskPaths.diary} className="font-semibold text-teal-800 underline">
            {deskCopy.cancel.back}
          </a>
        </div>
      </div>
    </>
  );
}
