import type { OfferCatalog, WithContext } from 'schema-dts';
import { site } from '../../config/site';
import type { FeesContent } from './fees-types';

/** schema.org's unit codes (UN/CEFACT) for a price's period; an audit period is one engagement. */
const unitCodes = { month: 'MON', quarter: 'QAN', year: 'ANN', 'audit period': 'ANN' } as const;

/**
 * The fees as schema.org offers: each package a service the firm provides, with its price range
 * excluding VAT. No reviews or ratings: the firm has none to show.
 */
export function feesJsonLd(fees: FeesContent): WithContext<OfferCatalog> {
  const url = new URL(fees.path, site.url).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: fees.title,
    url,
    itemListElement: fees.packages.map((item) => ({
      '@type': 'Offer',
      url: `${url}#${item.id}`,
      offeredBy: { '@id': `${site.url}/#firm` },
      itemOffered: {
        '@type': 'Service',
        name: item.name,
        description: item.includes.join('; '),
        provider: { '@id': `${site.url}/#firm` },
      },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'GBP',
        minPrice: item.price.from,
        maxPrice: item.price.to,
        valueAddedTaxIncluded: false,
        unitCode: unitCodes[item.price.per],
      },
    })),
  };
}
