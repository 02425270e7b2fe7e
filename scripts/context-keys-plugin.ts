import type { Compiler } from 'webpack';

const name = 'ContextKeysPlugin';

/**
 * A lazily loaded context (`import(\`./pages${path}\`)`, the sector-style pages' content) maps every
 * key the code could ask for to its chunk, and webpack writes each module under two keys: with
 * its extension and without (`./pages/sectors/retail.ts` and `./pages/sectors/retail`). The site's
 * code asks only by path, without an extension, so the keys with one are dead weight in the page
 * chunk (about a third of a KB, gzip). This drops a key with a source extension where the same key
 * without it is there.
 */
export class ContextKeysPlugin {
  constructor(private readonly extensions: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.contextModuleFactory.tap(name, (factory) => {
      factory.hooks.alternativeRequests.tap({ name, stage: 100 }, (items) => {
        const requests = new Set(items.map((item) => item.request));
        return items.filter(({ request }) => {
          const extension = this.extensions.find((candidate) => request.endsWith(candidate));
          return !extension || !requests.has(request.slice(0, -extension.length));
        });
      });
    });
  }
}
