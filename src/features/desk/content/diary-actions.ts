/**
 * The words of the diary's actions beyond cancelling (content/desk.ts has those): blocking a
 * director's time, and marking a consultation attended or missed. Plain, for the firm's own people.
 */
export const diaryActionsCopy = {
  nav: { blocks: 'Blocked time', started: 'Attended or missed' },
  blocks: {
    title: 'Blocked time',
    lead: 'Block a director’s diary for a holiday or a training day: no one can book them then, just as when their own calendar shows them busy. Consultations already booked inside it stay booked until you cancel them, or the visitor moves them with their own link.',
    formTitle: 'Block time',
    director: 'Whose diary',
    fromDate: 'From (date)',
    fromTime: 'From (time)',
    untilDate: 'Until (date)',
    untilTime: 'Until (time)',
    dateHint: 'For example 2026-12-24',
    timeHint: 'London time, 24-hour clock, for example 09:00',
    reason: 'Why (for the firm only)',
    reasonHint: 'Kept with the block and in the audit log. No visitor sees it.',
    submit: 'Block this time',
    none: 'No time is blocked.',
    current: 'Blocked time not yet over',
    by: 'Blocked by',
    remove: 'Remove this block',
    removeHint: 'Removing a block offers its time again.',
    inside: (count: number) =>
      `${count} consultation${count === 1 ? ' is' : 's are'} still booked inside this block. Cancel ${count === 1 ? 'it' : 'each'} as the firm, or ask the visitor to move it with the link in their email:`,
    added: 'Blocked. No one can book that time now.',
    addedInside: 'Blocked. No one can book that time now; the consultations already inside it are listed below it.',
    removed: 'Block removed: its time can be booked again.',
    problems: {
      director: 'Choose whose diary.',
      date: 'Enter a date like 2026-12-24.',
      time: 'Enter a London time like 09:00.',
      order: 'The block must end after it starts.',
      past: 'The block must end in the future.',
      tooLong: (days: number) => `Block at most ${days} days at once.`,
      reason: 'Say why, for the firm.',
      reasonTooLong: (max: number) => `Keep the reason to ${max} characters.`,
    },
    gone: 'That block no longer exists or is already over.',
    notYours: 'A director may block and unblock only their own diary; an administrator may do any.',
  },
  started: {
    title: 'Attended or missed',
    lead: (days: number) =>
      `Confirmed consultations that started in the last ${days} days, latest first. Mark whether the visitor came: the mark is kept with the booking and in the audit log, and can be changed. The visitor is not emailed.`,
    none: (days: number) => `No confirmed consultation started in the last ${days} days.`,
    attended: 'Attended',
    missed: 'Missed',
    unmarked: 'Not marked yet',
    marked: (outcome: string, by: string, at: string) => `${outcome}, marked by ${by} at ${at}`,
    markAttended: 'Mark attended',
    markMissed: 'Mark missed',
    done: { attended: 'Marked attended.', missed: 'Marked missed.' },
    gone: 'That consultation has not started, is not confirmed, or is no longer kept.',
    notYours: 'A director may mark only their own consultations; an administrator may mark any.',
  },
} as const;
