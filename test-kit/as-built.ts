import { loadBuildAgeConfig } from '../server/platform/build-age';
import type { ServiceConfig } from '../server/app/service-config';
import { buildDay } from '../src/platform/calendar/build-day';
import { timeBoundStatements } from '../scripts/launch/time-bound';

/**
 * What a build today would leave the service, without needing one: the build's day read from the
 * page given (its date, as the service reads the prerendered page it answers with), and the
 * statements time will make wrong, found as the build finds them (scripts/launch/time-bound.ts).
 * So a test of health holds on a fresh clone (`npm run test:fast` builds nothing) as after a build.
 */
export function asBuiltToday(page: string): Pick<ServiceConfig, 'build' | 'timeBound'> {
  return {
    build: loadBuildAgeConfig({}, page),
    timeBound: { file: '(as built today)', statements: timeBoundStatements(buildDay()) },
  };
}
