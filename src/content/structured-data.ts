import type { AccountingService, BreadcrumbList, WithContext } from 'schema-dts';
import { site } from '../config/site';

/** The firm as schema.org describes it, with its opening hours (home and contact pages). */
export function accountingServiceJsonLd(): WithContext<AccountingService> {
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
