/**
 * The domains a page's "Sources" list may link to: the public authorities and regulators whose
 * texts are the rules themselves (the FCA Handbook, legislation, GOV.UK and HMRC's manuals, the
 * ICO, the FRC) and the statutory registers a visitor can check the firm against. A source on any
 * other domain fails the content tests: commentary is not a primary text.
 */
export const sourceDomains = [
  'www.handbook.fca.org.uk',
  'handbook.fca.org.uk',
  'www.fca.org.uk',
  'register.fca.org.uk',
  'www.legislation.gov.uk',
  'www.gov.uk',
  'ico.org.uk',
  'www.frc.org.uk',
  'www.icaew.com',
  'find.icaew.com',
  'www.auditregister.org.uk',
  'find-and-update.company-information.service.gov.uk',
] as const;

/** True for an absolute https URL on one of the allowed domains. */
export function isAllowedSource(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && (sourceDomains as readonly string[]).includes(parsed.hostname);
  } catch {
    return false;
  }
}
