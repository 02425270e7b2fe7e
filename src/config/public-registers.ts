/**
 * The public registers where a visitor can check each of the firm's credentials (`site.legal`), as
 * absolute URLs, for the regulatory status block. Each is on a domain in `config/source-domains.ts`.
 * A module of its own, not part of `site`: every page's first load carries `site` for the frame,
 * and only the pages with the regulatory status link these.
 */
export const publicRegisters = {
  companiesHouse: 'https://find-and-update.company-information.service.gov.uk/',
  auditRegister: 'https://www.auditregister.org.uk/',
  icaewDirectory: 'https://find.icaew.com/',
  icoRegister: 'https://ico.org.uk/ESDWebPages/Search',
  icaewComplaints: 'https://www.icaew.com/regulation/complaints',
};
