import type { FormAgainContent, Hero, PageContent } from '../../../content/types';

/** The shapes of the booking's pages' content modules (content/pages/). */

/** `/book`: the page's own words; the form's fields and answers are in `features/booking/fields.ts`. */
export interface BookContent extends PageContent {
  hero: Hero;
  form: {
    heading: string;
    note: string;
    /** The slot choice without the app: a date and a time the service checks. */
    plainDate: string;
    plainDateHint: string;
    plainTime: string;
    /** The slot grid, once the app runs. */
    daysLegend: string;
    timesLegend: (day: string) => string;
    freeCount: (count: number, day: string) => string;
    noneFree: string;
    /** A nearest free time the service named after the one chosen was taken: the button that chooses it. */
    chooseNearest: (slot: string) => string;
    loading: string;
    loadFailed: string;
    submit: string;
    submitting: string;
    /** Said while the hold request's proof of work is solved (BOOKING_PROOF_OF_WORK on). */
    checking: string;
    failed: string;
  };
  /** A new booking is held until the visitor confirms it from their email: `held` says for how long. */
  booked: { heading: string; held: (minutes: number) => string; nextSteps: string[]; withLabel: string };
  aside: { heading: string; text: string; contactLink: string };
}

/** `/book/booked`: where a plain form booking lands; the booking service writes the booking in. */
export interface BookingBookedContent extends PageContent {
  hero: Hero & { homeLink: string };
  /** Shown where the service writes the booking, if the page is seen on its own. */
  placeholder: string;
  nextSteps: { heading: string; steps: string[] };
  urgent: string;
}

/** `/book/not-booked`: what a refused plain form booking is answered with; the service renders it with why. */
export interface BookingNotBookedContent extends PageContent {
  /** `backLink`: to the form again, below, with what was typed. */
  hero: Hero & { backLink: string };
  again: FormAgainContent;
  reasonLabel: string;
  /** Shown where the service writes the reason, if the page is seen on its own. */
  placeholder: string;
  otherWays: string;
  /**
   * A plain form's hold refused while the diary asks for a proof of work (BOOKING_PROOF_OF_WORK),
   * which only the app can give: the hero's lead in place of "what you sent is kept below", and
   * the enquiry form (which needs no JavaScript) in place of the form again, which the hero's
   * link (`backLink`) then names.
   */
  checking: { lead: string; enquire: string; backLink: string };
}

/** `/book/manage`: a booking's manage link's page; the service writes the booking, or why it cannot change, in. */
export interface BookingManageContent extends PageContent {
  hero: Hero & { bookLink: string };
  /** Shown where the service writes the booking, if the page is seen on its own. */
  placeholder: string;
  otherWays: string;
}
