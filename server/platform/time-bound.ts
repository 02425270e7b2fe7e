import fs from 'node:fs';
import path from 'node:path';
import type { IsoDate } from '../../src/platform/calendar/dates';
import { londonDate } from '../../src/platform/calendar/london-time';
import { servicePagesDir } from './service-pages';

/**
 * The statements on the site that time will make wrong (a page's passage, an article, a key-date
 * rule that ends: src/content/time-bound.ts), as the build found them: it writes them beside the
 * pages the service reads, as a dotfile so that no server serves it, and the build copies it to
 * the service with those pages. Health names those whose day has come, so that a build served for
 * months says when its words need reading again.
 */
export const timeBoundFile = '.time-bound.json';

export interface TimeBoundStatement {
  where: string;
  what: string;
  reviewBy: IsoDate;
}

export interface TimeBoundConfig {
  /** Where the build wrote them (named here, so the build copies it to the service). */
  file: string;
  /** Null when the build wrote none (a service run without a build). */
  statements: TimeBoundStatement[] | null;
}

export function loadTimeBoundConfig(env: NodeJS.ProcessEnv): TimeBoundConfig {
  const file = path.join(servicePagesDir(env), timeBoundFile);
  try {
    return { file, statements: JSON.parse(fs.readFileSync(file, 'utf8')) as TimeBoundStatement[] };
  } catch {
    return { file, statements: null };
  }
}

/** What health says: each statement whose day has come (re-read it, rebuild), and the next day one will. */
export function timeBoundHealth({ statements }: TimeBoundConfig, now: Date) {
  if (!statements) return { known: false, due: [], next: null };
  const today = londonDate(now);
  const byDay = [...statements].sort((a, b) => a.reviewBy.localeCompare(b.reviewBy));
  return {
    known: true,
    due: byDay.filter((s) => s.reviewBy <= today).map((s) => `${s.where}: "${s.what}" (from ${s.reviewBy})`),
    next: byDay.find((s) => s.reviewBy > today)?.reviewBy ?? null,
  };
}
