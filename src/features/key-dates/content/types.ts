import type { Hero, PageContent } from '../../../content/types';
import type { AudienceId } from '../rules/types';

/** The shapes of the key dates' and alerts' pages' content modules (content/pages/). */

/** `/alerts`: deadline alerts' answer page; the service writes what happened, and any button, in. */
export interface AlertsAnswerContent extends PageContent {
  hero: Hero;
  /** Shown where the service writes its answer, if the page is seen on its own. */
  placeholder: string;
  keyDatesLink: string;
}

/** How the key dates are worked out: prose the key-dates pages prerender (their first load carries none of it). */
export interface KeyDatesMethodContent {
  heading: string;
  paragraphs: string[];
  leftOutHeading: string;
  leftOut: string[];
}

/** `/key-dates`: the page's own words, shared by every audience's page. */
export interface KeyDatesContent extends PageContent {
  hero: Hero;
  filterLabel: string;
  allLabel: string;
  overview: {
    heading: string;
    intro: string;
    /**
     * Before each audience's next deadline: the day it counts from, named, so that it stays true
     * (the build's day in the prerendered page, the visitor's once the app runs).
     */
    firstFrom: (from: string) => string;
  };
  list: {
    range: (from: string, to: string) => string;
    moved: string;
    source: string;
    none: string;
  };
  feeds: {
    heading: string;
    intro: string;
    subscribe: string;
    download: string;
    /** The links' accessible names, from the audience's page title ("Key dates for employers"). */
    subscribeTo: (title: string) => string;
    downloadFor: (title: string) => string;
  };
  company: {
    heading: string;
    intro: string;
    /** Shown before the app starts, and with JavaScript off: what the tool does, in words. */
    withoutScript: string[];
    yearEndLabel: string;
    yearEndHint: string;
    /** Under the year end (and in a summary above the form) when it is left empty, or out of range. */
    yearEndMissing: string;
    yearEndInvalid: string;
    vatLabel: string;
    vatNone: string;
    vatOption: (months: string) => string;
    submit: string;
    resultsHeading: string;
    /** Under the results' heading; with it, their name when they take focus. */
    found: (count: number) => string;
    download: string;
    privacy: string;
    confirmationStatement: string;
  };
}

/** An audience's page under `/key-dates`: its name, and its words beside the shared ones. */
export interface KeyDatesAudienceContent extends PageContent {
  audience: AudienceId;
  /** The audience's name, in the filter and the feed's name; the page's `title` names its dates. */
  label: string;
  intro: string;
}
