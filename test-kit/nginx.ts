import { describeNeeding, onPath, type Prerequisite } from './prerequisites';

/** Whether Debian's nginx (or any nginx) is on the PATH now. */
export const nginxInstalled = (): boolean => onPath('nginx');

/** Whether nginx was there when the tests started. */
export const hasNginx = nginxInstalled();

export const nginxMissingMessage = 'To run them, install nginx (Debian: apt-get install nginx).';

/** nginx, for the tests that run the project's nginx.conf (.ci/run installs it). */
export const nginxPrerequisite: Prerequisite = {
  name: 'nginx',
  present: hasNginx,
  install: 'apt-get install nginx',
};

/** Tests that run the project's nginx.conf: always in CI, and wherever nginx is installed; elsewhere skipped, and the run's summary says why. */
export function describeWithNginx(name: string, tests: () => void): void {
  describeNeeding(nginxPrerequisite, name, tests);
}
