import type { FormAgainContent, Hero, OpeningStatusCopy, PageContent, SwitchingLink } from '../../../content/types';

/** The shapes of the enquiry's pages' content modules (content/pages/). */

/** The contact page; the form's own words are in `features/enquiry/copy.ts`. */
export interface ContactContent extends PageContent {
  hero: Hero;
  details: { heading: string; phone: string; email: string; office: string; hours: string };
  openingStatus: OpeningStatusCopy;
  form: { heading: string; note: string };
  switching: SwitchingLink;
}

/** Where a plain HTML enquiry post lands once the enquiry is stored. */
export interface EnquirySentContent extends PageContent {
  hero: Hero & { servicesLink: string; homeLink: string };
  nextSteps: { heading: string; steps: string[] };
  /** Beside the next steps, with the firm's phone and email. */
  urgent: string;
}

/** What a refused plain HTML enquiry post is answered with; the enquiry service fills in the reason. */
export interface EnquiryNotSentContent extends PageContent {
  /** `backLink`: to the form again, below, with what was typed. */
  hero: Hero & { backLink: string };
  again: FormAgainContent;
  reasonLabel: string;
  reasons: {
    invalid: string;
    tooLarge: string;
    rateLimited: string;
    crossSite: string;
    unavailable: string;
  };
  otherWays: string;
}
