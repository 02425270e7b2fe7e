import soleTraders from '../../../content/pages/key-dates/sole-traders';
import partnerships from '../../../content/pages/key-dates/partnerships';
import limitedCompanies from '../../../content/pages/key-dates/limited-companies';
import employers from '../../../content/pages/key-dates/employers';
import vat from '../../../content/pages/key-dates/vat';
import paymentInstitutions from '../../../content/pages/key-dates/payment-institutions';
import cryptoassetFirms from '../../../content/pages/key-dates/cryptoasset-firms';
import type { KeyDatesAudienceContent } from '../../../content/types';

/** The audiences of the key-dates page, in the order it lists them: each its own page and feed. */
export const keyDateAudiences: readonly KeyDatesAudienceContent[] = [
  soleTraders,
  partnerships,
  limitedCompanies,
  employers,
  vat,
  paymentInstitutions,
  cryptoassetFirms,
];

export { feedPath } from './feed-path';
