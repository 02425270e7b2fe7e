/** The headings every sector-style page shares; each page's own words are in its module under `pages/`. */
export const sectorStyleLabels = {
  overview: 'Overview',
  services: 'How we help',
  /** Above a service area's links to its specialised services. */
  subservices: 'Specialised services',
  /** Above a sector's links to its subsectors. */
  subsectors: 'Subsectors',
} as const;
