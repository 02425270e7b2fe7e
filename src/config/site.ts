import { formatWeeklyHours } from '../platform/calendar/hours-format';
import type { WeeklyHours } from '../platform/calendar/opening-hours';

/**
 * The firm, in one place. Every page, the footer, the chat link, the structured data and the
 * policy pages read these values; nothing else hard-codes them. The defaults describe a clearly
 * fictional firm: phone numbers from Ofcom's drama ranges, a reserved `.example` domain, company
 * number 00000000 and placeholder credentials. README.md ("Making it yours") lists what to change
 * before launch, the credentials in `legal` first.
 */

/** The office's weekday hours, London time: the opening-hours line, the structured data and the words all read them. */
const officeHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:30',
} as const satisfies WeeklyHours;

const weekendWords = 'Closed at weekends';

export const site = {
  /** @placeholder the fictional firm's trading name */
  name: 'Harbourline Accountants',
  /** @placeholder the fictional firm's short name */
  shortName: 'Harbourline',
  tagline: 'Chartered accountants for fintech, crypto and growing UK businesses',
  /**
   * Shown in every page's footer while the site is a demonstration, so that no one mistakes a demo
   * deployment for a real firm. Delete it (`null`) with the last of the other placeholders: a unit
   * test keeps it set while any remains, and `npm run check:launch` lists it until then.
   * @placeholder the demo notice: the firm, its people, numbers and sign-offs are fictional
   */
  demoNotice:
    'Demonstration site: Harbourline Accountants is a fictional firm. Its company, VAT, audit register and ICO numbers, its insurer, its directors and their page sign-offs are placeholders, not real disclosures, and it offers no services.' as
      string | null,
  /** @placeholder the reserved .example domain: the site's public URL */
  url: 'https://www.harbourline.example',
  locale: 'en-GB',

  /**
   * The credentials a UK accountancy firm must show. EVERY VALUE HERE IS A FICTIONAL PLACEHOLDER:
   * replace each one with the firm's own before launch (README.md, "Making it yours", lists them
   * first). They appear in the footer's regulatory block and in the terms of service.
   */
  legal: {
    /**
     * Companies House: registered name, number and jurisdiction.
     * @placeholder the fictional company's registered name
     */
    registeredName: 'Harbourline Accountants Ltd',
    /** @placeholder not a Companies House number */
    companyNumber: '00000000',
    registeredIn: 'England and Wales',
    /**
     * VAT registration number (Provision of Services Regulations 2009, reg. 8).
     * @placeholder not a VAT registration number
     */
    vatNumber: 'GB 000 0000 00',
    /** The professional body that regulates the firm, and how the firm may describe itself. */
    professionalBody: {
      name: 'Institute of Chartered Accountants in England and Wales',
      shortName: 'ICAEW',
      /** Where its rules can be read (Provision of Services Regulations 2009, reg. 8). */
      rulesUrl: 'icaew.com/regulation',
      membership:
        'Chartered accountants. A member firm of the Institute of Chartered Accountants in England and Wales (ICAEW).',
      /** The professional title the firm's chartered accountants hold, and where it was granted. */
      professionalTitle: 'Chartered Accountant, awarded by ICAEW in the United Kingdom',
    },
    /**
     * Audit registration, with the firm's reference on the public audit register. Placeholder
     * reference.
     */
    auditRegistration: {
      /**
       * @placeholder the wording ICAEW's Audit Regulations ask a registered firm to use: the
       * Regulations' text could not be read when this was written; confirm it with ICAEW
       */
      statement:
        'Registered to carry on audit work in the UK by the Institute of Chartered Accountants in England and Wales.',
      register: 'www.auditregister.org.uk',
      /** @placeholder not a reference on the audit register */
      reference: 'C000000000',
    },
    /**
     * Professional indemnity insurance (Provision of Services Regulations 2009, reg. 8(1)(n)): the
     * insurer's contact details and the territorial cover. Placeholder insurer: fictional name,
     * drama-range phone number and `.example` domain.
     */
    indemnityInsurance: {
      /** @placeholder a fictional insurer */
      insurer: 'Ledgerline Indemnity Insurance Ltd',
      /** @placeholder the fictional insurer's address */
      address: '20 Quill Court, London EC3V 0ZZ',
      /** @placeholder a drama-range phone number */
      phone: '020 7946 0555',
      /** @placeholder a reserved .example domain */
      website: 'www.ledgerline-indemnity.example',
      territorialCover: 'worldwide, excluding work carried out from an office in the United States or Canada',
    },
    /**
     * The firm's supervisor under the Money Laundering Regulations 2017 (Schedule 1 lists the
     * professional bodies that supervise): for an ICAEW member firm, ICAEW.
     */
    amlSupervisor: 'Institute of Chartered Accountants in England and Wales (ICAEW)',
    /**
     * Companies House: the firm verifies identities for Companies House and files confirmation
     * statements and accounts for clients. Companies House accepts identity verification by an
     * agent only from an Authorised Corporate Service Provider (GOV.UK, "Verifying your identity
     * for Companies House"), so the firm registers as one and shows it.
     */
    companiesHouseAgent: {
      /** @placeholder not a Companies House authorised agent (ACSP) reference */
      reference: 'ACSP-000000',
    },
    /** The firm's entry on the ICO's register of fee payers (Data Protection (Charges and Information) Regulations 2018). */
    icoRegistration: {
      /** @placeholder not a reference on the ICO's register of fee payers */
      reference: 'ZA000000',
    },
    notAdvice:
      'The information on this website is general and is not advice. Speak to us about your circumstances before acting on it.',
  },

  /**
   * The about page's map and nearest stations (content/pages/about.ts) describe it too.
   * @placeholder a fictional registered office and office address
   */
  address: {
    line1: 'Level 9, 12 Ledger Walk',
    locality: 'Canary Wharf',
    city: 'London',
    postcode: 'E14 0ZZ',
    country: 'GB',
  },

  /** @placeholder a drama-range phone number */
  phone: { display: '020 7946 0321', e164: '+442079460321' },
  /** @placeholder an address at the reserved .example domain */
  email: 'hello@harbourline.example',
  /** @placeholder an address at the reserved .example domain */
  privacyEmail: 'privacy@harbourline.example',

  chat: {
    /**
     * WhatsApp number in international format, digits only, no plus sign.
     * @placeholder a drama-range mobile number
     */
    whatsappNumber: '447700900321',
    /** @placeholder greets the fictional firm by name */
    greeting: 'Hello Harbourline, I would like to book a free consultation.',
  },

  /** How soon the firm answers an enquiry, an email or a message, as running text says it. */
  repliesWithin: 'one working day',

  hours: {
    weekdays: officeHours,
    /** In words, as the specification writes them, within a sentence: "Monday to Friday 9:00 AM to 5:30 PM". */
    summary: formatWeeklyHours(officeHours),
    weekend: weekendWords,
    /** Where the hours are shown on their own (the contact page, the footer), the weekend said too. */
    shown: `${formatWeeklyHours(officeHours)}; ${weekendWords.toLowerCase()}`,
  } satisfies { weekdays: WeeklyHours; summary: string; weekend: string; shown: string },

  areaServed: 'United Kingdom',
} as const;

const { auditRegistration, indemnityInsurance } = site.legal;

/** The registered office on one line (the footer, the policies). */
export const registeredOffice = `${site.address.line1}, ${site.address.locality}, ${site.address.city} ${site.address.postcode}`;

/** The audit registration, worded once for the footer and the terms of service. */
export const auditRegistrationText = `${auditRegistration.statement} Details of our audit registration can be seen at ${auditRegistration.register} under reference number ${auditRegistration.reference}.`;

/** The professional indemnity disclosure the Provision of Services Regulations 2009 require. */
export const indemnityInsuranceText = `Professional indemnity insurer: ${indemnityInsurance.insurer}, ${indemnityInsurance.address} (${indemnityInsurance.phone}, ${indemnityInsurance.website}). Territorial cover: ${indemnityInsurance.territorialCover}.`;

/** SPEC.md section 9: behaviour constants. */
export const timings = {
  /** The enquiry form shows "Sending..." at least this long (SPEC.md: the submit delay). */
  submitDelayMs: 1000,
  /** An enquiry with no answer from the server by then is reported as not sent. */
  submitTimeoutMs: 15_000,
  /** The navbar turns solid once the page is scrolled further than this (CSS reads it too). */
  navbarScrollThresholdPx: 20,
} as const;

/** Ids of elements the stylesheet selects as well as the components (src/styles/frame-plugin.mts). */
export const elementIds = {
  mobileMenu: 'mobile-menu',
} as const;

/**
 * SPEC.md section 9: react-hot-toast settings. Its limit of 20 toasts at once is the library's own
 * and cannot be set; src/platform/components/app-toaster.jsdom.test.tsx holds it to the spec.
 */
export const toastConfig = {
  position: 'top-right',
  durations: { success: 2000, error: 4000, blank: 4000, loading: Infinity },
} as const;

/** The chat link's URL: WhatsApp click-to-chat with the greeting prefilled. */
export function chatUrl(chat: { whatsappNumber: string; greeting: string } = site.chat): string {
  return `https://wa.me/${chat.whatsappNumber}?text=${encodeURIComponent(chat.greeting)}`;
}
