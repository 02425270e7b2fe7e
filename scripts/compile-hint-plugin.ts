import { Compilation, sources, type Compiler } from 'webpack';

const name = 'CompileHintPlugin';

/**
 * V8's explicit compile hint (Chrome 136 and later; https://v8.dev/blog/explicit-compile-hints): a
 * script whose first line is this comment has all its functions compiled as it streams in, on a
 * background thread, instead of each one on the main thread the first time it runs. Other engines
 * read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of each chunk holding a module `wanted` matches (React DOM):
 * nearly all of its code runs as the app evaluates it and hydrates the page, and compiled lazily,
 * function by function, it lengthened the tasks that do (docs/performance.md). After
 * minification (which drops comments), before the content hashes and the precompressed copies.
 */
export class CompileHintPlugin {
  constructor(private readonly wanted: RegExp) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const chunk of compilation.chunks) {
          const modules = compilation.chunkGraph.getChunkModules(chunk);
          if (!modules.some((module) => this.wanted.test(module.nameForCondition() ?? ''))) continue;
          for (const file of chunk.files)
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (source) => new sources.ConcatSource(compileHint, source));
        }
      });
    });
  }
}
