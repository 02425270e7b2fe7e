import { registeredOffice, site } from '../config/site';

/**
 * The words of the frame every page shares (the skip link, the navigation, the footer, the chat
 * link, the review note) and of the error page that stands in for a page that failed: labels
 * people read and labels only assistive technology reads alike.
 */
export const frame = {
  skipLink: 'Skip to main content',
  /** The navigation landmarks. */
  mainNavigation: 'Main',
  breadcrumb: 'Breadcrumb',
  /** The logo's link, which shows no text. */
  homeLink: `${site.name}, home`,
  /** The mobile menu's name and its toggle's: one state (open or not), which the browser exposes. */
  menu: { label: 'Menu', close: 'Close menu' },
  /** Before the phone number on the mobile menu's call button. */
  call: 'Call',
  chatLink: 'Chat with us on WhatsApp (opens in a new tab)',
  footer: {
    quickLinks: 'Quick links',
    services: 'Services',
    legal: 'Legal',
    /** The company's registration line; the year is the visitor's, so it is given at render time. */
    registration: (year: number) =>
      `© ${year} ${site.legal.registeredName}. Registered in ${site.legal.registeredIn}, company number ${site.legal.companyNumber}. Registered office: ${registeredOffice}. VAT number ${site.legal.vatNumber}.`,
  },
  /** "Last reviewed <date> by <name>.": the words around the date and the name. */
  lastReviewed: { before: 'Last reviewed ', by: ' by ', after: '.' },
  /** The aside beside the thank-you page's next steps. */
  contactDetails: 'Contact details',
  errorPage: {
    eyebrow: 'Something went wrong',
    title: 'Sorry, this page could not be shown',
    lead: `Please try again in a moment. If it keeps happening, call us on ${site.phone.display} or email ${site.email} and we will help.`,
    retry: 'Try again',
    home: 'Go to the home page',
  },
};
