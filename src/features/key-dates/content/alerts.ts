import { site } from '../../../config/site';
import type { IsoDate } from '../../../platform/calendar/dates';

/** How early a subscriber may be told before a deadline, in days; the form offers each. */
export const alertLeadDays = [14, 3] as const;
export type AlertLeadDays = (typeof alertLeadDays)[number];

/** A company's own dates to be told of (the company tool's sign-up): its year end, its VAT quarters (a stagger's id, or ''). */
export interface AlertCompany {
  yearEnd: IsoDate;
  vat: string;
}

/**
 * The words of deadline alerts: the sign-up, the answer pages and the emails. `consent` is what the
 * visitor agrees to; each version of it is kept with every subscription that saw it (a change of
 * wording here is a new version, and never rewrites what an earlier subscriber agreed to).
 */
export const alertsCopy = {
  heading: 'Email me before these deadlines',
  intro:
    'Free reminders worked out from the same rules as these pages, each with what to do and its source. You confirm from your inbox first, and can leave at any time.',
  emailLabel: 'Email address',
  audiencesLegend: 'Deadlines for',
  audiencesHint: 'Choose at least one.',
  leadLegend: 'Tell me',
  leadLabel: (days: number) => `${days} days before`,
  /** The company tool's sign-up: its own dates, from the year end the visitor gave. */
  companyLabel: (yearEnd: string) => `My company’s own dates (year end ${yearEnd})`,
  /** The company's dates, as the error summary names them. */
  companyField: 'Your company’s dates',
  companyNote:
    'Your year end and VAT quarters are sent with this request, so that the alerts include your company’s dates.',
  submit: 'Send me the confirmation email',
  // Shown before the button (PECR reg 22: each alert also offers a consultation, which makes it
  // direct marketing, so the visitor agrees to that as well as to the reminders).
  consent: `A free reminder service: we will email you before each deadline you choose, no more than once a day, until you unsubscribe. Each email also invites you to book a consultation with us, so these emails are marketing as well as reminders. We cannot guarantee that every email arrives on time or at all, so keep your own diary of your deadlines. Every email has a link to unsubscribe, and your email app’s unsubscribe button works too. We use your address for nothing else: our hosting provider holds it for us and our email provider carries the emails, and no one else receives it.`,
  privacyLink: 'What we keep, and for how long',
  /** After a sign-up, whatever happened (it never says whether an address is already known). */
  checkInbox: {
    title: 'Check your inbox',
    body: 'If the address can receive alerts, we have sent it an email with a link to confirm. Nothing is sent to you until you confirm, and an unconfirmed sign-up is deleted after 48 hours.',
  },
  /** A refused post: its page's heading, and what each field got wrong (GOV.UK's error messages). */
  refused: {
    title: 'Alerts not set up',
    changeTitle: 'Alerts not changed',
    invalid: 'Please check these and send it again:',
    problems: {
      emailMissing: 'Enter your email address',
      email: 'Enter an email address in the correct format, like name@example.com',
      audiences: 'Choose at least one list of deadlines',
      leads: 'Choose at least one time to be told',
      company:
        'Your company’s year end could not be read. Open the company dates tool again to include its dates, or sign up without them.',
    },
    unavailable: `We could not save your request. Please try again in a few minutes, or email ${site.email}.`,
  },
  confirm: {
    title: 'Confirm your deadline alerts',
    /** After the button: what happened, as the page's title and heading say it. */
    doneTitle: 'Your alerts are on',
    lapsedTitle: 'Link expired or not known',
    body: 'Press the button to start your alerts. Opening this page changed nothing.',
    button: 'Confirm my alerts',
    done: 'Your alerts are on: a free reminder before each deadline you chose. We cannot guarantee that every email arrives, so keep your own diary of your deadlines too.',
    lapsed: 'This link has expired or is not known. Sign up again on the key dates page.',
  },
  change: {
    link: 'Change which deadlines and how early',
    title: 'Change your deadline alerts',
    doneTitle: 'Your choices are saved',
    body: 'Choose the deadlines and how early to be told, then save.',
    button: 'Save my choices',
    done: 'Saved: a free reminder before each deadline you chose. Keep your own diary of your deadlines too.',
  },
  unsubscribe: {
    title: 'Unsubscribe from deadline alerts',
    doneTitle: 'You are unsubscribed',
    body: 'Press the button and we will never email this address about deadlines again.',
    button: 'Unsubscribe',
    done: 'You are unsubscribed. We will not email this address about deadlines again.',
  },
  emails: {
    confirmSubject: `Confirm your deadline alerts from ${site.name}`,
    confirmText: (link: string) =>
      [
        `Someone, we hope you, asked ${site.name} to email this address before tax and regulatory deadlines.`,
        '',
        'To start the alerts, open this link and press "Confirm my alerts":',
        link,
        '',
        'If it was not you, do nothing: the request is deleted after 48 hours and we will not email you again.',
      ].join('\n'),
    alertSubject: (count: number, first: string) =>
      count === 1 ? `Deadline coming up: ${first}` : `${count} deadlines coming up, the first ${first}`,
    alertIntro:
      'These deadlines are coming up. Each says what to do and links to its source: check it before you rely on a date.',
    book: 'Book a consultation about this',
    page: 'On our site',
    footer: (unsubscribe: string, change: string) =>
      [
        'You get these because you asked for deadline alerts on our website and confirmed it.',
        `Unsubscribe (open the link and press the button, or use your email app’s unsubscribe button): ${unsubscribe}`,
        `Change which deadlines and how early: ${change}`,
      ].join('\n'),
  },
} as const;
