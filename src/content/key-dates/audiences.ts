import type { AudienceId } from '../../lib/key-dates/types';

/** The audiences of the key-dates page, in the order it lists them; each has its own URL and feed. */
export const keyDateAudiences: readonly { id: AudienceId; label: string }[] = [
  { id: 'sole-traders', label: 'Sole traders and landlords' },
  { id: 'partnerships', label: 'Partnerships' },
  { id: 'limited-companies', label: 'Limited companies and their directors' },
  { id: 'employers', label: 'Employers' },
  { id: 'vat', label: 'VAT-registered businesses' },
  { id: 'payment-institutions', label: 'Payment and e-money institutions' },
  { id: 'cryptoasset-firms', label: 'Cryptoasset firms' },
];
