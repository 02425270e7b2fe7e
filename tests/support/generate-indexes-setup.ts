import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Writes the generated indexes (scripts/generate-indexes.ts) before the tests read them, with tsx
 * in a process of its own: quicker than through Jest's TypeScript, and current for every run.
 */
export default function generateIndexes(): void {
  execFileSync(
    process.execPath,
    [require.resolve('tsx/cli'), path.resolve(__dirname, '../../scripts/generate-indexes.ts')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
