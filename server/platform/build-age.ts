import fs from 'node:fs';
import { daysBetween, type IsoDate } from '../../src/platform/calendar/dates';
import { londonDate } from '../../src/platform/calendar/london-time';
import { whole } from './env-values';

/**
 * How old the deployed build is. A build may be served for months, and what it says about dates
 * was worked out on the day it was built (the next deadlines, which dates are past, the bank
 * holidays it knows): health reports its age and warns past BUILD_MAX_AGE_DAYS (default 30), so
 * ops rebuild on a schedule (docs/deploying.md).
 */
export interface BuildAgeConfig {
  /** The London day the site was built (SITE_BUILT_ON, or its pages' date); null if unknown. */
  builtOn: IsoDate | null;
  maxAgeDays: number;
}

export interface BuildAge {
  builtOn: IsoDate | null;
  ageDays: number | null;
  /** True once the build is older than the setting: rebuild. */
  stale: boolean;
}

/**
 * SITE_BUILT_ON when ops set it; otherwise the day the prerendered page the service answers with
 * was written (the build copies the service's pages with their dates, and so does the image's COPY).
 */
export function loadBuildAgeConfig(env: NodeJS.ProcessEnv, builtPage: string): BuildAgeConfig {
  const defined = process.env.SITE_BUILT_ON || env.SITE_BUILT_ON;
  let builtOn: IsoDate | null = defined ? (defined as IsoDate) : null;
  if (!builtOn) {
    try {
      builtOn = londonDate(fs.statSync(builtPage).mtime);
    } catch {
      builtOn = null;
    }
  }
  return { builtOn, maxAgeDays: whole(env, 'BUILD_MAX_AGE_DAYS', 30, 1) };
}

export function buildAge({ builtOn, maxAgeDays }: BuildAgeConfig, now: Date): BuildAge {
  if (!builtOn) return { builtOn: null, ageDays: null, stale: false };
  const ageDays = daysBetween(builtOn, londonDate(now));
  return { builtOn, ageDays, stale: ageDays > maxAgeDays };
}
