import { site } from '../../config/site';

/** All four policy documents were last reviewed together. */
export const lastUpdated = '2026-11-21';

export const registeredOffice = `${site.address.line1}, ${site.address.locality}, ${site.address.city} ${site.address.postcode}`;
export const firm = `${site.legal.registeredName} (company number ${site.legal.companyNumber}, registered in ${site.legal.registeredIn})`;
export const website = site.url.replace(/^https?:\/\//, '');
