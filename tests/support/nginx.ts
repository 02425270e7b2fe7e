import { execFileSync } from 'node:child_process';

/** Whether Debian's nginx (or any nginx) is on the PATH. */
export const hasNginx = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Tests that run the project's nginx.conf: always in CI (.ci/run installs nginx), else where it is installed. */
export const describeWithNginx = hasNginx || process.env.CI ? describe : describe.skip;
