import type { PrivacyDeclaration } from '../../../platform/privacy/declaration';
import { firmCopiesKept } from '../../../platform/privacy/servers';
import { offerRules } from '../rules';

/** Days a booking is kept after its consultation: the service's (`bookingRetentionDays`; a test holds them equal). */
export const bookingRetentionDays = 30;

/** What a consultation booking keeps (src/features/booking/server/tables.ts), for how long, why and who receives it. */
export const bookingPrivacy: PrivacyDeclaration = {
  heading: 'Consultations booked through the site',
  purpose:
    'To hold the time you chose with a director, send you and the firm the invitation, remind you, and let you cancel or move it; and, so that one connection cannot fill the diary, to count bookings per address and per network.',
  basis: 'contract',
  keeps: [
    {
      what: 'your name, email address, phone number, company and note, your answers to the optional questions some topics ask (such as your FCA firm reference number or your company’s year end), the topic, how we meet, the time and the director',
      fields: [
        'bookings.id',
        'bookings.details',
        'bookings.slot',
        'bookings.diary',
        'bookings.starts_at',
        'bookings.ends_at',
        'bookings.held_until',
        'bookings.booked_at',
        'bookings.sequence',
        'bookings.status',
        'bookings.hold_expires_at',
        'bookings.hold_extended_at',
        'bookings.hold_kept',
        'bookings.cancelled_at',
        'bookings.cancel_reason',
      ],
      kept: `on our server until ${bookingRetentionDays} days after the consultation (a cancelled one too)`,
    },
    {
      what: 'the emails about your booking in our inbox, with every field you gave, and the invitation in the director’s calendar',
      fields: ['copy:firm-inbox', 'copy:director-calendar'],
      kept: firmCopiesKept,
    },
    {
      what: 'your browser’s time zone (such as Europe/Paris), to write the time in yours as well as London’s',
      fields: ['bookings.time_zone'],
      kept: 'with the booking',
    },
    {
      what: 'whether you came to the consultation, as the director or the firm’s staff marked it after it began, with who marked it and when',
      fields: ['bookings.attendance', 'bookings.attendance_at', 'bookings.attendance_by'],
      kept: 'with the booking',
    },
    {
      what: 'the page of this site you booked from',
      fields: ['bookings.source_page'],
      kept: 'with the booking',
    },
    {
      what: 'the link to cancel or move it, as a one-way hash (the link itself is only in your email)',
      fields: ['bookings.manage_token'],
      kept: 'with the booking',
    },
    {
      what: 'other times the firm offered you in place of yours, with the firm’s note, who offered them, and the offer’s link as a one-way hash (the link itself is only in your email)',
      fields: [
        'booking_offers.id',
        'booking_offers.booking_id',
        'booking_offers.token',
        'booking_offers.diary',
        'booking_offers.starts_at',
        'booking_offers.held_until',
        'booking_offers.slot',
        'booking_offers.expires_at',
        'booking_offers.note',
        'booking_offers.created_by',
        'booking_offers.created_at',
      ],
      kept: `until ${offerRules.keptDays} days after the offer ends (a time taken, the booking moved or cancelled, or ${offerRules.lifeHours} hours passed), then deleted by the next hourly clean-up`,
    },
    {
      what: 'your IP address, your network (its first three parts, or the first 48 bits of an IPv6 address) and the wider network it is part of (its first two parts, or the first 32 bits), each scrambled with a key made for the day you book',
      fields: ['bookings.client', 'bookings.network', 'bookings.wide_network', 'client_keys.day', 'client_keys.key'],
      kept: 'until the end of that day, when the key is deleted and nothing links the booking to your address any more',
      ownBasis: {
        basis: 'legitimate-interests',
        interest: 'in keeping one connection or one network from filling the directors’ diaries with false bookings',
      },
    },
  ],
  recipients: [
    { who: 'host', what: 'runs the server and database that hold it' },
    {
      who: 'mail',
      what: 'carries the emails: every field to our inbox, and to you only the time, the director, the topic and the links',
    },
    {
      who: 'calendar',
      what: 'receive the invitation once it is in a calendar: the director’s, with every field you gave; yours, with the time, the topic, the director, your email address as a guest and the links',
    },
    {
      who: 'video',
      what: 'sees you join, under the name you give it, if you meet by video',
    },
  ],
};
