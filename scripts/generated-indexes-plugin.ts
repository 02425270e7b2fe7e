import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { WebpackError, type Compiler } from 'webpack';
import type { Generated } from './generate-indexes';

const script = path.join(__dirname, 'generate-indexes.ts');

/**
 * Runs scripts/generate-indexes.ts in a process of its own (so every run reads the modules afresh,
 * not Node's cached copies) and answers what it wrote and read.
 */
async function generate(): Promise<Generated> {
  const { stdout } = await promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), script, '--json'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Generated;
}

/**
 * Writes the generated indexes (scripts/generate-indexes.ts) before a build compiles, and, in a
 * watching build (`npm run dev`), again whenever a file they read is saved: webpack is told to
 * watch those files, and the rewritten index then rebuilds what imports it. On the compiler that
 * runs first (the prerender's: the client's waits for it).
 */
export class GeneratedIndexesPlugin {
  apply(compiler: Compiler): void {
    let inputs: Set<string> | undefined;
    let failure: Error | undefined;
    const run = async () => {
      inputs = new Set((await generate()).inputs);
    };
    compiler.hooks.beforeRun.tapPromise(GeneratedIndexesPlugin.name, run);
    // A watching build stops watching after a hook's error: a derived module that fails (a page
    // saved half-written) is a build error instead, shown in the open pages, and the next save retries.
    compiler.hooks.watchRun.tapPromise(GeneratedIndexesPlugin.name, async () => {
      const changed = compiler.modifiedFiles;
      if (inputs && !failure && changed && ![...changed].some((file) => inputs?.has(file))) return;
      failure = undefined;
      await run().catch((error: Error) => {
        failure = error;
      });
    });
    compiler.hooks.thisCompilation.tap(GeneratedIndexesPlugin.name, (compilation) => {
      if (inputs) compilation.fileDependencies.addAll(inputs);
      if (failure) compilation.errors.push(new WebpackError(`Generating the indexes failed: ${failure.message}`));
    });
  }
}
