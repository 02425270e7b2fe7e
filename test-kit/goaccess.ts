import { describeNeeding, onPath, type Prerequisite } from './prerequisites';

/** GoAccess, which counts the sources report's page views (src/features/desk/server/page-views.ts). */
export const goAccessPrerequisite: Prerequisite = {
  name: 'goaccess',
  present: onPath('goaccess'),
  install: 'apt-get install goaccess',
};

/** Tests that run GoAccess: always in CI, and wherever it is installed; elsewhere skipped, and the run's summary says why. */
export function describeWithGoAccess(name: string, tests: () => void): void {
  describeNeeding(goAccessPrerequisite, name, tests);
}
