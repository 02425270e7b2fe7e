import { sectors, serviceAreas } from './indexes/generated/site-map';
import { href } from '../config/paths';

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup extends NavLink {
  /** Label of the "see everything" link at the foot of the dropdown. */
  allLabel: string;
  items: NavLink[];
}

/** The top navigation: two dropdowns fed from the content, then plain links. */
export const navGroups: NavGroup[] = [
  {
    label: 'Services',
    to: href('/services'),
    allLabel: 'All services',
    items: serviceAreas.map((area) => ({ label: area.title, to: area.path })),
  },
  {
    label: 'Sectors',
    to: href('/sectors'),
    allLabel: 'All sectors',
    items: sectors.map((sector) => ({ label: sector.title, to: sector.path })),
  },
];

export const navLinks: NavLink[] = [
  { label: 'Insights', to: href('/insights') },
  { label: 'About', to: href('/about') },
  { label: 'Contact', to: href('/contact') },
];

/** The home page's name in the breadcrumbs and the footer (its title is the firm's name). */
export const homeLabel = 'Home';

export const footerQuickLinks: NavLink[] = [
  { label: homeLabel, to: href('/') },
  { label: 'Services', to: href('/services') },
  { label: 'Sectors', to: href('/sectors') },
  { label: 'About us', to: href('/about') },
  { label: 'Key dates', to: href('/key-dates') },
  { label: 'Insights', to: href('/insights') },
  { label: 'Fees', to: href('/fees') },
  { label: 'Tools', to: href('/tools') },
  { label: 'Contact', to: href('/contact') },
];

/** SPEC.md section 2: the footer's service anchors. The services page opens the matching card. */
export const footerServiceLinks: NavLink[] = [
  { label: 'Fintech and payments', to: `${href('/services')}#fintech` },
  { label: 'Crypto accounting', to: `${href('/services')}#crypto` },
  { label: 'SME accounting', to: `${href('/services')}#sme` },
];

export const footerLegalLinks: NavLink[] = [
  { label: 'Privacy policy', to: href('/privacy-policy') },
  { label: 'Terms of service', to: href('/terms-of-service') },
  { label: 'Cookie policy', to: href('/cookie-policy') },
  { label: 'Accessibility', to: href('/accessibility') },
  { label: 'Complaints', to: href('/complaints') },
];

export const consultationLink: NavLink = { label: 'Book a Consultation', to: href('/book') };
