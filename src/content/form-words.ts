/**
 * The words every form on the site shares (the enquiry and booking forms, the checkers, the fee
 * estimate, the company dates), apart from any one form's copy, so that a form that needs only
 * these does not carry the enquiry form's.
 */
export const formWords = {
  /** Beside the label of a field that is not required. */
  optional: 'Optional',
  /** Heads the list of fields to put right after a refused submit, and a send that failed (GOV.UK's words). */
  errorSummaryHeading: 'There is a problem',
  /** Starts the page's title while a form shows an error (GOV.UK's words). */
  errorTitlePrefix: 'Error: ',
} as const;

/** A field people never see or reach (a form's honeypot): anything in it marks a bot. */
export const honeypotField = 'website';
