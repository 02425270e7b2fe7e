/**
 * Shapes of the site's content. Content modules are plain typed data: they import nothing from
 * the UI, so editors can change copy without touching components.
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

/** A service offered on a sector-style page (SPEC.md: "six services"). */
export interface OfferedService {
  title: string;
  description: string;
}

/**
 * The content of one sector-style page. Sector, subsector, service-area and subservice pages
 * all share this shape and one page component.
 */
export interface SectorStyleContent {
  /** The page's canonical path, e.g. `/sectors/technology` or `/services/audit/safeguarding-audit`. */
  path: string;
  /** The page heading (h1). */
  title: string;
  /** One sentence under the heading. */
  subtitle: string;
  /** For `<meta name="description">`: 120 to 160 characters, unique across the site. */
  metaDescription: string;
  /** At least two paragraphs. */
  description: string[];
  /** The picture beside the description; its alt text lives with the picture. */
  illustration: IllustrationKey;
  /** Exactly six. */
  services: OfferedService[];
}

/** A specialised service linked from a service-area card. */
export interface Subservice {
  title: string;
  description: string;
  /** `/services/<service id>/<subservice slug>`. */
  path: string;
}

/** A service area as the navigation and breadcrumbs know it: its id, title and subservices. */
export interface ServiceAreaSummary {
  id: ServiceId;
  title: string;
  subservices: Pick<Subservice, 'title' | 'path'>[];
}

/** A card on the services page (SPEC.md section 3: "Service area"). */
export interface ServiceArea {
  id: ServiceId;
  title: string;
  description: string;
  /** Key features, shown when the card is open. */
  details: string[];
  subservices: Subservice[];
}

/** A sector as the navigation, the breadcrumbs and the sectors page know it. */
export interface SectorSummary {
  slug: SectorSlug;
  title: string;
  /** Financial services lists its subsectors; the others have none. */
  subsectors: { title: string; path: string }[];
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

/** One of the firm's values on the about page. */
export interface Value {
  title: string;
  description: string;
}

/** A legal or policy page: privacy, terms, cookies, accessibility. */
export interface PolicyDocument {
  path: string;
  title: string;
  metaDescription: string;
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[]; list?: string[] }[];
}

/** The home page's copy. */
export interface HomeContent {
  hero: { eyebrow: string; heading: string; lead: string };
  about: { heading: string; paragraphs: string[]; points: { title: string; description: string }[] };
  /** Exactly three cards, each linking to its service area's page. */
  serviceCards: { id: ServiceId; title: string; description: string }[];
  audiences: { heading: string; intro: string; items: { title: string; description: string }[] };
  technology: { heading: string; intro: string; tools: { name: string; description: string }[] };
  consultation: { heading: string; text: string };
}
