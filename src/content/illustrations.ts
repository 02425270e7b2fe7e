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

const card = (src: string): Illustration => ({ src, width: 640, height: 480 });

/** One illustration per sector and per service area; each one's page module says what it shows (`illustrationAlt`). */
export const illustrations: Record<IllustrationKey, Illustration> = {
  'financial-services': card(financialServices),
  'property-construction': card(propertyConstruction),
  technology: card(technology),
  healthcare: card(healthcare),
  'professional-services': card(professionalServices),
  retail: card(retail),
  hospitality: card(hospitality),
  manufacturing: card(manufacturing),
  charities: card(charities),
  accountancy: card(accountancy),
  audit: card(audit),
  tax: card(tax),
  'corporate-finance': card(corporateFinance),
  'sme-accounting': card(smeAccounting),
  'crypto-accounting': card(cryptoAccounting),
  'vat-services': card(vatServices),
  'emi-reporting': card(emiReporting),
  'financial-outsourcing': card(financialOutsourcing),
};
