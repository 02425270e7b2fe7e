import accountancy from '../assets/illustrations/accountancy.svg';
import audit from '../assets/illustrations/audit.svg';
import charities from '../assets/illustrations/charities.svg';
import corporateFinance from '../assets/illustrations/corporate-finance.svg';
import cryptoAccounting from '../assets/illustrations/crypto-accounting.svg';
import emiReporting from '../assets/illustrations/emi-reporting.svg';
import financialOutsourcing from '../assets/illustrations/financial-outsourcing.svg';
import financialServices from '../assets/illustrations/financial-services.svg';
import healthcare from '../assets/illustrations/healthcare.svg';
import hospitality from '../assets/illustrations/hospitality.svg';
import manufacturing from '../assets/illustrations/manufacturing.svg';
import professionalServices from '../assets/illustrations/professional-services.svg';
import propertyConstruction from '../assets/illustrations/property-construction.svg';
import retail from '../assets/illustrations/retail.svg';
import smeAccounting from '../assets/illustrations/sme-accounting.svg';
import tax from '../assets/illustrations/tax.svg';
import technology from '../assets/illustrations/technology.svg';
import vatServices from '../assets/illustrations/vat-services.svg';
import type { IllustrationKey } from './types';

/** A self-hosted picture with its intrinsic size, so the page reserves its space. */
export interface Illustration {
  src: string;
  width: number;
  height: number;
}

/** A picture that carries meaning where it is shown: what it shows, for its alt text. */
export interface DescribedIllustration extends Illustration {
  alt: string;
}

const card = (src: string, alt: string): DescribedIllustration => ({ src, width: 640, height: 480, alt });

/**
 * One illustration per sector and per service area, with what it shows. A sector-style page
 * (its area's or sector's, and those of the pages below it) shows it with that description; the
 * cards and tiles that link to those pages show it as decoration beside their titles.
 */
export const illustrations: Record<IllustrationKey, DescribedIllustration> = {
  'financial-services': card(
    financialServices,
    'Illustration of a pillared bank building with a payment card and a coin in front of it',
  ),
  'property-construction': card(
    propertyConstruction,
    'Illustration of a tower crane lowering a beam onto the steel frame of a new building',
  ),
  technology: card(technology, 'Illustration of a laptop showing a dashboard and a phone, joined by circuit lines'),
  healthcare: card(
    healthcare,
    'Illustration of a clinic with a cross on its front and a monitor showing a heartbeat line',
  ),
  'professional-services': card(
    professionalServices,
    'Illustration of a briefcase in front of two documents, one marked with a tick',
  ),
  retail: card(retail, 'Illustration of a shopfront with a striped awning and a shopping basket'),
  hospitality: card(hospitality, 'Illustration of a café table laid with a cup, a glass and a covered plate'),
  manufacturing: card(
    manufacturing,
    'Illustration of a factory with a sawtooth roof, boxes on a conveyor belt and two cogs',
  ),
  charities: card(charities, 'Illustration of two hands holding up a heart'),
  accountancy: card(
    accountancy,
    'Illustration of an open ledger of figures beside a balance sheet whose two sides are equal',
  ),
  audit: card(audit, 'Illustration of a magnifying glass over a checklist of ticked items, one flagged'),
  tax: card(tax, 'Illustration of a calculator and a tax form with a percentage badge and a stack of coins'),
  'corporate-finance': card(
    corporateFinance,
    'Illustration of a chart of rising bars with a growth arrow, beside two smaller charts',
  ),
  'sme-accounting': card(
    smeAccounting,
    'Illustration of a small shop linked to the cloud and to an invoice marked as paid',
  ),
  'crypto-accounting': card(
    cryptoAccounting,
    'Illustration of three linked blocks in a chain beside a coin and a list of transactions',
  ),
  'vat-services': card(
    vatServices,
    'Illustration of a receipt with a percentage badge beside a calendar of four quarters',
  ),
  'emi-reporting': card(
    emiReporting,
    'Illustration of a payment card, a report with a bar chart and a shield with a tick',
  ),
  'financial-outsourcing': card(
    financialOutsourcing,
    'Illustration of a finance dashboard connected to a circle of team members',
  ),
};
