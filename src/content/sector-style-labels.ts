/** The headings every sector-style page shares; each page's own words are in its module under `pages/`. */
export const sectorStyleLabels = {
  overview: 'Overview',
  services: 'How we help',
  /** Above a service area's links to its specialised services. */
  subservices: 'Specialised services',
  /** Above a sector's links to its subsectors. */
  subsectors: 'Subsectors',
  /** On a page that offers both audit and work an auditor may not audit: the link to /independence. */
  independence: 'Independence: what we will and will not do for an audit client',
  /** On every service page: the link to /fees. */
  fees: 'Our fees, and an instant estimate',
  /** Above the insights (up to three) whose front matter names the page or one below it. */
  insights: 'Insights on this subject',
} as const;
