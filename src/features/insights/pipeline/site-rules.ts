import aboutPage from '../../../content/pages/about';
import { sectorPages, serviceAreaPages } from '../../../content/page-tree';
import type { FrontMatterRules } from './front-matter';

/** The site's own rules for front matter: the team on the about page, the service and sector pages. */
export const siteRules: FrontMatterRules = {
  team: aboutPage.team.members.map((member) => member.name),
  servicePaths: serviceAreaPages.flatMap(({ area, subservices }) => [area, ...subservices].map((page) => page.path)),
  sectorPaths: sectorPages.flatMap(({ sector, subsectors }) => [sector, ...subsectors].map((page) => page.path)),
};

/** The build's date, in London, as YYYY-MM-DD: an article dated after it waits for a later build. */
export function buildDate(now = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
}
