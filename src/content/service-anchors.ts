import type { ServiceId } from './types';

/** SPEC.md section 2: the footer's short anchors on /services, and the card each one opens. */
export const serviceAnchorAliases: Readonly<Record<string, ServiceId>> = {
  fintech: 'emi-reporting',
  crypto: 'crypto-accounting',
  sme: 'sme-accounting',
};
