import { execFileSync } from 'node:child_process';

/**
 * What some tests need beyond node_modules (a program on this machine), and the one way they are
 * skipped without it: never in CI (CI=true), where a missing one fails them, and elsewhere with
 * the reason in the skipped test's title, which the run's summary lists
 * (tests/support/skipped-summary-reporter.js).
 */
export interface Prerequisite {
  /** What is needed, as the summary names it: "PostgreSQL", "nginx". */
  name: string;
  /** Whether it is here for this run. */
  present: boolean;
  /** How to install it. */
  install: string;
}

/** Whether `command` is on the PATH. */
export function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The words a skipped test's title ends with; the summary reads the reason from them. */
export const skippedTitle = (name: string, prerequisite: Prerequisite): string =>
  `${name} [skipped: needs ${prerequisite.name}, not installed here; ${prerequisite.install}]`;

/** Whether tests needing `prerequisite` run: where it is, and always in CI. */
export const runsHere = (prerequisite: Prerequisite): boolean => prerequisite.present || Boolean(process.env.CI);

/** `describe`, or, without the prerequisite outside CI, `describe.skip` with the reason in its title. */
export function describeNeeding(prerequisite: Prerequisite, name: string, tests: () => void): void {
  if (runsHere(prerequisite)) describe(name, tests);
  else describe.skip(skippedTitle(name, prerequisite), tests);
}

/** `it`, or, without the prerequisite outside CI, `it.skip` with the reason in its title. */
export function itNeeding(
  prerequisite: Prerequisite,
  name: string,
  test: jest.ProvidesCallback,
  timeout?: number,
): void {
  if (runsHere(prerequisite)) it(name, test, timeout);
  else it.skip(skippedTitle(name, prerequisite), test, timeout);
}
