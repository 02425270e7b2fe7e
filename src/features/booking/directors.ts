import { site } from '../../config/site';
import about from '../../content/pages/about';
import type { ServiceId } from '../../content/types';
import type { DayName } from '../../platform/calendar/opening-hours';
import { bookingRules } from './rules';

/**
 * Who takes consultations, and what each takes: one typed declaration per director, their ids
 * those of the team on the about page (`team-<id>` portraits). The booking service offers a time
 * when at least one director who takes the topic is free (their hours, their bookings with their
 * buffer, their own calendar), and gives the booking to one of them. What a director leaves out
 * is the firm's: its opening hours, no buffer, the firm's notice (src/features/booking/rules.ts).
 */

/** A consultation's topic: a service area, changing accountant, or "not sure yet" (src/features/booking/fields.ts). */
export type TopicId = ServiceId | 'changing-accountant' | 'not-sure';

/** Hours on one weekday, London time, within the firm's. */
export interface DayHours {
  opens: string;
  closes: string;
}

export interface DirectorDeclaration {
  /** The about page's id: its portrait is `team-<id>`; BOOKING_BUSY_CALENDARS names it. */
  id: string;
  topics: readonly TopicId[];
  /** Their weekly hours within the firm's; a weekday left out is one they take none. Default: the firm's. */
  hours?: Partial<Record<DayName, DayHours>>;
  /** Free time kept after each consultation, and around a busy time in their calendar. Default 0. */
  bufferMinutes?: number;
  /** At least this many minutes of opening hours' notice; never less than the firm's (rules.ts), the default. */
  noticeWorkingMinutes?: number;
  /**
   * Where their video consultations happen, when the environment does not say
   * (BOOKING_MEETING_LINKS): a fixed meeting room with a lobby. Null: the visitor is told the
   * link follows by email.
   */
  meetingLink?: string | null;
  /**
   * The address their calendar knows them by: the ATTENDEE of the firm's invitation.
   * @placeholder the fictional directors' mailboxes
   */
  email: string;
}

/** A director as the booking service uses them: every default filled in, their name and role from the about page. */
export interface Director {
  id: string;
  name: string;
  role: string;
  email: string;
  topics: readonly TopicId[];
  hours: Partial<Record<DayName, DayHours>>;
  bufferMinutes: number;
  noticeWorkingMinutes: number;
  meetingLink: string | null;
}

const weekdays: readonly DayName[] = site.hours.weekdays.days;
const firmDay: DayHours = { opens: bookingRules.opens, closes: bookingRules.closes };
const mailbox = (local: string) => `${local}@${site.email.replace(/^.*@/, '')}`;

/**
 * The directors who take consultations, in the order a tie is settled (the fairest is the one
 * with the fewest bookings that week).
 * @placeholder the fictional directors' topics and hours
 */
export const directorDeclarations: readonly DirectorDeclaration[] = [
  {
    id: 'eleanor-hartley',
    topics: [
      'accountancy',
      'corporate-finance',
      'emi-reporting',
      'financial-outsourcing',
      'sme-accounting',
      'changing-accountant',
      'not-sure',
    ],
    bufferMinutes: 15,
    email: mailbox('eleanor.hartley'),
  },
  {
    id: 'daniel-okafor',
    topics: ['audit', 'emi-reporting', 'accountancy', 'sme-accounting', 'financial-outsourcing'],
    // Fridays are for audit fieldwork.
    hours: {
      Monday: firmDay,
      Tuesday: firmDay,
      Wednesday: firmDay,
      Thursday: firmDay,
    },
    bufferMinutes: 15,
    email: mailbox('daniel.okafor'),
  },
  {
    id: 'priya-raman',
    topics: ['tax', 'crypto-accounting', 'vat-services', 'changing-accountant', 'not-sure'],
    hours: Object.fromEntries(weekdays.map((day) => [day, { opens: '09:30', closes: '17:00' }])),
    bufferMinutes: 15,
    noticeWorkingMinutes: 8 * 60,
    email: mailbox('priya.raman'),
  },
];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The declarations with their defaults filled in and their names read from the about page;
 * `meetingLinks` (from the environment) win over a declared link. Throws on a director who is not
 * on the about page, or whose hours fall outside the firm's.
 */
export function resolveDirectors(
  declarations: readonly DirectorDeclaration[] = directorDeclarations,
  meetingLinks: Readonly<Record<string, string>> = {},
): Director[] {
  const team = about.team.members;
  for (const id of Object.keys(meetingLinks))
    if (!declarations.some((declaration) => declaration.id === id))
      throw new Error(`BOOKING_MEETING_LINKS names "${id}", who is not a director taking consultations.`);
  return declarations.map((declaration) => {
    const member = team.find((candidate) => candidate.portrait === `team-${declaration.id}`);
    if (!member) throw new Error(`Director "${declaration.id}" is not in the team on the about page.`);
    const hours = declaration.hours ?? Object.fromEntries(weekdays.map((day) => [day, firmDay]));
    for (const [day, { opens, closes }] of Object.entries(hours)) {
      const within =
        weekdays.includes(day as DayName) &&
        minutes(opens) >= minutes(firmDay.opens) &&
        minutes(closes) <= minutes(firmDay.closes) &&
        minutes(opens) < minutes(closes);
      if (!within)
        throw new Error(`Director "${declaration.id}": ${day} ${opens} to ${closes} is not within the firm's hours.`);
    }
    return {
      id: declaration.id,
      name: member.name,
      role: member.role,
      email: declaration.email,
      topics: declaration.topics,
      hours,
      bufferMinutes: declaration.bufferMinutes ?? 0,
      noticeWorkingMinutes: declaration.noticeWorkingMinutes ?? 0,
      meetingLink: meetingLinks[declaration.id] ?? declaration.meetingLink ?? null,
    };
  });
}

/** The directors who take `topic` (every director when no topic is given). */
export const directorsFor = (directors: readonly Director[], topic?: string) =>
  topic ? directors.filter((director) => (director.topics as readonly string[]).includes(topic)) : [...directors];
