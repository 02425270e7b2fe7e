import { site } from '../../config/site';

/** A page's <title>: its own title and the firm's name ("Your consultation | Harbourline Accountants"). */
export const documentTitle = (title: string): string => (title === site.name ? title : `${title} | ${site.name}`);
