import { site } from '../config/site';

/** The firm's registered details as the policy pages write them, from the one config. */
export { registeredOffice } from '../config/site';
export const firm = `${site.legal.registeredName} (company number ${site.legal.companyNumber}, registered in ${site.legal.registeredIn})`;
export const website = site.url.replace(/^https?:\/\//, '');
