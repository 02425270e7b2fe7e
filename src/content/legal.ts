import { href } from '../config/paths';
import { auditRegistrationText, registeredOffice, site } from '../config/site';

/** The firm's registered details as the policy pages write them, from the one config. */
export { registeredOffice } from '../config/site';
export const firm = `${site.legal.registeredName} (company number ${site.legal.companyNumber}, registered in ${site.legal.registeredIn})`;
export const website = site.url.replace(/^https?:\/\//, '');

/**
 * The particulars every email a visitor receives carries, from the same config as the footer:
 * regulation 25 of SI 2015/17 (`sources.tradingDisclosures2015`) asks for the part of the UK, the
 * registered number and the registered office on a company's business letters, order forms and
 * websites, and we treat each email to a visitor as a business letter.
 */
export const statutoryParticulars = `${site.legal.registeredName}, registered in ${site.legal.registeredIn}, company number ${site.legal.companyNumber}. Registered office: ${registeredOffice}.`;

/**
 * What closes every email a visitor receives, from the same config as the footer's regulatory
 * block: the statutory particulars, the professional body, the audit registration and where to
 * complain. A statement the firm must show is added here once, and every visitor email carries it.
 */
export const visitorEmailParticulars: readonly string[] = [
  statutoryParticulars,
  site.legal.professionalBody.membership,
  auditRegistrationText,
  `Complaints: ${site.url}${href('/complaints')}`,
];
