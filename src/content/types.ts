import type { IsoDate } from '../platform/calendar/dates';
/**
 * Shapes of the site's content. Content modules are plain typed data: they import nothing from
 * the UI, so editors can change copy without touching components. The shapes here are the site's
 * own pages' and those every page shares (a page, its hero, a source); a feature's pages' shapes
 * are in its folder (`src/features/<name>/content/types.ts`), since content imports no feature.
 */

/** The nine service areas, in the order SPEC.md gives them. */
export const serviceIds = [
  'accountancy',
  'audit',
  'tax',
  'corporate-finance',
  'sme-accounting',
  'crypto-accounting',
  'vat-services',
  'emi-reporting',
  'financial-outsourcing',
] as const;
export type ServiceId = (typeof serviceIds)[number];

/** The eight sectors of SPEC.md plus financial services. */
export const sectorSlugs = [
  'financial-services',
  'property-construction',
  'technology',
  'healthcare',
  'professional-services',
  'retail',
  'hospitality',
  'manufacturing',
  'charities',
] as const;
export type SectorSlug = (typeof sectorSlugs)[number];

/**
 * One illustration per sector and per service area. Subsector and subservice pages use their
 * parent's. `src/content/illustrations.ts` maps each key to its self-hosted SVG.
 */
export type IllustrationKey = SectorSlug | ServiceId;

/** An ISO calendar date, `YYYY-MM-DD` (declared with the calendar). */
export type { IsoDate };

/**
 * Who last read a page's copy against the rules as they stand, and when. The page shows it
 * ("Last reviewed ..."), its structured data gives it as `dateModified`, and
 * `npm run content:review` lists every page by it, oldest first.
 */
export interface Reviewed {
  /** A director on the about page, by name (the content tests hold it to that). */
  reviewedBy: string;
  reviewedOn: IsoDate;
  /** The passages time will make wrong (a window that closes, "from 6 April 2027"), each with its day. */
  reviewBy?: readonly ReviewBy[];
}

/**
 * A statement true until a known day: `passage` is its words as the copy has them (a test finds
 * them there), `date` the first day they may be wrong. From that day the build warns, health
 * reports it and `npm run check:launch` fails, until the words are changed and the entry removed.
 */
export interface ReviewBy {
  date: IsoDate;
  passage: string;
}

/** A primary text a page relies on: the rule where it lives. */
export interface Source {
  /** What it is, as a reader would cite it: "FCA Handbook, CASS 15 (Safeguarding)". */
  title: string;
  /** Absolute https URL on a domain in `config/source-domains.ts`. */
  url: string;
}

/** What every page's content module has. */
export interface PageContent extends Reviewed {
  /** The URL the page is served at: its module is at the same path under `content/pages/` (a feature's under its own `content/pages/`). */
  path: string;
  /** The `<title>` (the firm's name follows it), and the page's name in navigation and breadcrumbs. */
  title: string;
  /** For `<meta name="description">`: 110 to 160 characters, unique across the site. */
  metaDescription: string;
  /**
   * The primary texts behind the rules the page states (a return, a threshold, a date, a regime),
   * listed at its foot. Required in effect for any page that names one: the content tests say so.
   */
  sources?: readonly Source[];
}

/** The dark band that opens a page. */
export interface Hero {
  eyebrow: string;
  heading: string;
  lead: string;
}

/** A titled item in a list of cards or points. */
export interface Point {
  title: string;
  description: string;
}

/** A service offered on a sector-style page (SPEC.md: "six services"). */
export type OfferedService = Point;

/**
 * The content of one sector-style page. Sector, subsector, service-area and subservice pages
 * all share this shape and one page component; each kind adds what its listings show.
 */
export interface SectorStyleContent extends PageContent {
  /** The page heading (h1); the same as `title`. */
  title: string;
  /** One sentence under the heading. */
  subtitle: string;
  /** At least two paragraphs. */
  description: string[];
  /** The picture beside the description: its own, or (subservices, subsectors) its parent's. */
  illustration: IllustrationKey;
  /** Exactly six. */
  services: OfferedService[];
  /** The page offers both audit and work an auditor may not audit: link to the independence page. */
  linksToIndependence?: boolean;
  /** The key dates the page's readers have, where there is a list for them. */
  keyDates?: { label: string; to: string };
}

/** A service area's page, and its card on /services. */
export interface ServiceAreaContent extends SectorStyleContent {
  card: {
    /** Shown on the closed card. */
    description: string;
    /** Key features, shown when the card is open. */
    details: string[];
  };
}

/** A specialised service's page, and its line in its area's card on /services. */
export interface SubserviceContent extends SectorStyleContent {
  summary: string;
}

/** A sector's page, and its tile on /sectors. */
export interface SectorContent extends SectorStyleContent {
  /** One or two sentences for its tile on the sectors page. */
  summary: string;
}

/** A subsector's page (financial services' five). */
export type SubsectorContent = SectorStyleContent;

/** A page in a listing or a menu: its URL and its name. */
export interface PageLink {
  path: string;
  title: string;
}

/** A service area as the navigation and breadcrumbs know it. */
export interface ServiceAreaSummary extends PageLink {
  id: ServiceId;
}

/** A sector as the navigation and breadcrumbs know it. */
export interface SectorSummary extends PageLink {
  slug: SectorSlug;
}

/** A card on the services page (SPEC.md section 3: "Service area"). */
export interface ServiceCard extends ServiceAreaSummary {
  description: string;
  details: string[];
  subservices: (PageLink & { summary: string })[];
}

/** A tile on the sectors page. */
export interface SectorTile extends SectorSummary {
  summary: string;
  /** Financial services lists its subsectors; the others have none. */
  subsectors: PageLink[];
}

/** A team member on the about page (SPEC.md: three shown). */
export interface TeamMember {
  name: string;
  role: string;
  /** Post-nominals and professional qualifications, e.g. `FCA (ICAEW), CTA`: spell out whose fellowship, since "FCA" alone reads as the regulator. */
  qualifications: string;
  /** Two or three sentences. */
  bio: string;
  /** File name of the portrait illustration under `src/assets/illustrations/`, without `.svg`. */
  portrait: `team-${string}`;
  portraitAlt: string;
}

/** A legal or policy page: privacy, terms, cookies, accessibility. */
export interface PolicyContent extends PageContent {
  /** When the text last changed (a review that changes nothing leaves it). */
  lastUpdated: IsoDate;
  intro: string[];
  sections: { heading: string; paragraphs: string[]; list?: string[] }[];
}

/** The home page. */
export interface HomeContent extends PageContent {
  hero: Omit<Hero, 'eyebrow'> & { eyebrow: string; servicesLink: string };
  about: { eyebrow: string; heading: string; paragraphs: string[]; points: Point[]; teamLink: string };
  services: {
    eyebrow: string;
    heading: string;
    intro: string;
    /** Exactly three cards, each linking to its service area's page. */
    cards: { id: ServiceId; title: string; description: string }[];
    cardLink: string;
    allLink: string;
  };
  audiences: { eyebrow: string; heading: string; intro: string; items: Point[] };
  technology: { eyebrow: string; heading: string; intro: string; tools: Point[] };
  consultation: ConsultationCopy;
}

/** The services page; the cards' words are each service area's own (`ServiceAreaContent.card`). */
export interface ServicesContent extends PageContent {
  hero: Hero;
  listLabel: string;
  cardHeadings: { features: string; subservices: string };
  /** The link from an open card to the area's page. */
  moreAbout: (areaTitle: string) => string;
}

/** The sectors page; the tiles' words are each sector's own (`SectorContent.summary`). */
export interface SectorsContent extends PageContent {
  hero: Hero;
  listLabel: string;
  subsectorsHeading: string;
  /** The link to a sector's page, naming the sector (its visible text is its name: WCAG 2.5.3). */
  moreAbout: (sectorTitle: string) => string;
}

/** One row of the independence table: a service, and whether we do it for an audit client. */
export interface IndependenceRow {
  service: string;
  /** For an audit client: what we will do, in a few words ("No", "Observations only"). */
  forAuditClient: string;
  why: string;
}

/** `/independence`: what we will and will not do for an audit client. */
export interface IndependenceContent extends PageContent {
  hero: Hero;
  intro: string[];
  table: {
    caption: string;
    headings: { service: string; forAuditClient: string; why: string };
    rows: IndependenceRow[];
  };
  afterTable: string[];
}

/** One part of changing accountant: what happens, how long it takes, and the texts its rules come from. */
export interface SwitchingStep {
  heading: string;
  /** How long this part takes, in a few words. */
  takes: string;
  paragraphs: string[];
  /** The primary texts behind this part's statements, shown under it (and again at the page's foot). None for our own practice. */
  sources: readonly Source[];
  /** A page of this site the step points to (our fees), and the link's words. */
  link?: { to: '/fees'; label: string };
}

/** `/switching-accountant`: what changing accountant involves, step by step, and how long it takes. */
export interface SwitchingAccountantContent extends PageContent {
  hero: Hero;
  intro: string[];
  stepsHeading: string;
  /** Before each step's duration: "Takes:". */
  takesLabel: string;
  /** Before a step's own sources: "From:". */
  sourcedFrom: string;
  steps: SwitchingStep[];
  booking: { heading: string; text: string; link: string };
}

/** A link to `/switching-accountant` from another page: the words before it, and its own. */
export interface SwitchingLink {
  before: string;
  link: string;
}

/** The about page's regulatory status section: the words; every value comes from `site.legal`. */
export interface RegulatoryStatusCopy {
  eyebrow: string;
  heading: string;
  intro: string;
  labels: {
    professionalBody: string;
    auditRegistration: string;
    amlSupervisor: string;
    icoRegistration: string;
    indemnityInsurance: string;
    complaints: string;
    registeredCompany: string;
    companiesHouseAgent: string;
  };
  /** The link text to each public register. */
  checkLinks: {
    auditRegister: string;
    icaewDirectory: string;
    icoRegister: string;
    companiesHouse: string;
    complaints: string;
  };
  complaints: string;
  /** Before the ICO reference from `site.legal`. */
  icoEntry: string;
  /** Before the firm's Companies House authorised agent (ACSP) reference from `site.legal`. */
  companiesHouseAgentEntry: string;
}

/** The about page. */
export interface AboutContent extends PageContent {
  hero: Hero;
  regulatory: RegulatoryStatusCopy;
  values: { eyebrow: string; heading: string; items: Point[] };
  team: { eyebrow: string; heading: string; intro: string; members: TeamMember[] };
  location: {
    eyebrow: string;
    heading: string;
    stationsHeading: string;
    stations: string[];
    visits: string;
    mapAlt: string;
  };
}

/**
 * The form again on a refusal page, filled in with what was sent: its heading and lead, the
 * button, and what stands in its place when the page is seen on its own (a link to the form's page).
 */
export interface FormAgainContent {
  heading: string;
  lead: string;
  submit: string;
  elsewhere: string;
}

/** The line under the opening hours once the app runs: "Open now: closes at 5:30 PM" (the contact page's). */
export interface OpeningStatusCopy {
  open: string;
  closesAt: string;
  closed: string;
  opens: string;
  today: string;
  tomorrow: string;
  /** Added for a visitor whose clock is not on London time. */
  londonTime: string;
}

/** The free-consultation call to action that closes most pages. */
export interface ConsultationCopy {
  heading: string;
  text: string;
}

/** The branded not-found page (status 404), served for any URL no route has. */
export interface NotFoundContent extends Omit<PageContent, 'path'> {
  hero: Hero & { homeLink: string };
  linksLabel: string;
  links: { label: string; to: string; text: string }[];
}
