import { execFileSync } from 'node:child_process';

/** Whether Debian's nginx (or any nginx) is on the PATH now. */
export function nginxInstalled(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether nginx was there when the tests started. */
export const hasNginx = nginxInstalled();

export const nginxMissingMessage = 'To run them, install nginx (Debian: apt-get install nginx).';

/**
 * Tests that run the project's nginx.conf: always in CI (.ci/run installs nginx; without it they
 * fail), and wherever nginx is installed; elsewhere skipped, and said so.
 */
export function describeWithNginx(name: string, tests: () => void): void {
  if (hasNginx || process.env.CI) return describe(name, tests);
  console.warn(`nginx is not installed: "${name}" is skipped. ${nginxMissingMessage}`);
  describe.skip(name, tests);
}
