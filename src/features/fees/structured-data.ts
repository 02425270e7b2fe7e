import type { OfferCatalog, UnitPriceSpecification, WithContext } from 'schema-dts';
import { site } from '../../config/site';
import type { FeePackage, FeesContent } from '../../content/fees-types';

/** schema.org's unit codes (UN/CEFACT) for a price's period: the unit the page states, one a service. */
const unitCodes = { month: 'MON', quarter: 'QAN', year: 'ANN' } as const;

/**
 * A package's price as schema.org states it, on the same basis as the page: including VAT for a
 * package bought mostly by people who cannot reclaim it, excluding VAT otherwise. A per-employee
 * charge is a second component, for one employee, not left out.
 */
function priceSpecification(fees: FeesContent, item: FeePackage) {
  const included = item.forConsumers === true;
  const price = included ? fees.withVat(item.price) : item.price;
  const unit = (range: { from: number; to: number }): UnitPriceSpecification => ({
    '@type': 'UnitPriceSpecification',
    priceCurrency: 'GBP',
    minPrice: range.from,
    maxPrice: range.to,
    valueAddedTaxIncluded: included,
    unitCode: unitCodes[price.per],
  });
  if (!price.perEmployee) return unit(price);
  return {
    '@type': 'CompoundPriceSpecification' as const,
    priceCurrency: 'GBP',
    valueAddedTaxIncluded: included,
    priceComponent: [
      unit(price),
      {
        ...unit(price.perEmployee),
        referenceQuantity: { '@type': 'QuantitativeValue' as const, value: 1, unitText: 'employee' },
      },
    ],
  };
}

/**
 * The fees as schema.org offers: each package a service the firm provides, with its price range
 * on the page's own basis. No reviews or ratings: the firm has none to show.
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
      priceSpecification: priceSpecification(fees, item),
    })),
  };
}
