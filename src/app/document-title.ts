import { site } from '../config/site';

/** "Page | Firm", or the firm's name alone on the home page. */
export function documentTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}
