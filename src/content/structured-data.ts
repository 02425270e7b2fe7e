import type { AccountingService, BreadcrumbList, WebPage, WithContext } from 'schema-dts';
import { site } from '../config/site';
import type { Closure } from '../platform/calendar/opening-hours';
import type { Reviewed } from './types';

/**
 * The firm as schema.org describes it, with its opening hours and the bank holidays it closes for
 * (home and contact pages; a day closed all day opens and closes at 00:00, as schema.org says).
 */
export function accountingServiceJsonLd(closures: readonly Closure[]): WithContext<AccountingService> {
  const { address, hours } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': `${site.url}/#firm`,
    name: site.name,
    legalName: site.legal.registeredName,
    url: `${site.url}/`,
    telephone: site.phone.e164,
    email: site.email,
    image: `${site.url}/og-image.png`,
    logo: `${site.url}/favicon.svg`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.line1,
      addressLocality: address.city,
      addressRegion: address.locality,
      postalCode: address.postcode,
      addressCountry: address.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...hours.weekdays.days],
        opens: hours.weekdays.opens,
        closes: hours.weekdays.closes,
      },
    ],
    ...(closures.length > 0 && {
      specialOpeningHoursSpecification: closures.map(({ name, date }) => ({
        '@type': 'OpeningHoursSpecification' as const,
        name,
        validFrom: date,
        validThrough: date,
        opens: '00:00',
        closes: '00:00',
      })),
    }),
    areaServed: { '@type': 'Country', name: site.areaServed },
    priceRange: 'Fixed fees agreed in advance',
  };
}

/** The trail from the home page to this one. */
export function breadcrumbJsonLd(trail: { label: string; to: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.to, site.url).href,
    })),
  };
}

/**
 * The page itself: what it is, and when its copy was last checked against the rules (schema.org's
 * `lastReviewed` and `reviewedBy`; `dateModified` for the search engines that read only that).
 */
export function webPageJsonLd(page: {
  url: string;
  title: string;
  description: string;
  review: Reviewed;
}): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': page.url,
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: site.locale,
    dateModified: page.review.reviewedOn,
    lastReviewed: page.review.reviewedOn,
    reviewedBy: { '@type': 'Person', name: page.review.reviewedBy },
    isPartOf: { '@type': 'WebSite', name: site.name, url: `${site.url}/` },
  };
}
