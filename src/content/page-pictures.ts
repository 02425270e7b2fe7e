import hero from '../assets/illustrations/hero.svg';
import map from '../assets/illustrations/map-canary-wharf.svg';
import teamDanielOkafor from '../assets/illustrations/team-daniel-okafor.svg';
import teamEleanorHartley from '../assets/illustrations/team-eleanor-hartley.svg';
import teamPriyaRaman from '../assets/illustrations/team-priya-raman.svg';
import type { Illustration } from './illustrations';
import type { TeamMember } from './types';

/*
 * The pictures of one page each, apart from the sector and service-area illustrations
 * (illustrations.ts), which the sector-style pages' chunk carries: each URL here would otherwise
 * be in that chunk too.
 */

/** The home page's hero picture: decorative. */
export const heroIllustration: Illustration = { src: hero, width: 560, height: 480 };

/** The about page's map of the office's surroundings (its description is the about page's). */
export const locationMap: Illustration = { src: map, width: 640, height: 400 };

export const portraits: Record<TeamMember['portrait'], string> = {
  'team-eleanor-hartley': teamEleanorHartley,
  'team-daniel-okafor': teamDanielOkafor,
  'team-priya-raman': teamPriyaRaman,
};
