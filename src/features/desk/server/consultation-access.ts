import type { DiaryEntry } from '../../../../server/platform/firm';
import type { DeskSession } from './sessions';

/** Whether this member may act on this consultation: an administrator any, a director their own. */
export const mayAct = (session: DeskSession, entry: DiaryEntry) =>
  session.member.role === 'administrator' || session.member.diary === entry.diary;

/** A consultation in a line, for the audit log. */
export const what = (entry: DiaryEntry) =>
  `${entry.directorName}, ${entry.date} ${entry.start}, ${entry.visitor.name} (reference ${entry.id})`;
