import { corporationTax2026To27 } from './2026-27-corporation-tax';

/**
 * The newest tax year's Corporation Tax (the year `latestTaxYear` is: a test holds them to the
 * same), for a page that states its rates in passing without carrying the whole year's figures.
 */
export const latestCorporationTax = corporationTax2026To27;
