import soleTraders from './pages/key-dates/sole-traders';
import partnerships from './pages/key-dates/partnerships';
import limitedCompanies from './pages/key-dates/limited-companies';
import employers from './pages/key-dates/employers';
import vat from './pages/key-dates/vat';
import paymentInstitutions from './pages/key-dates/payment-institutions';
import cryptoassetFirms from './pages/key-dates/cryptoasset-firms';
import type { KeyDatesAudienceContent } from './types';

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
