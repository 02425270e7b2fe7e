import type { LoaderContext } from 'webpack';

/** The query that marks the module's own run at build time, which this loader leaves alone. */
const buildTimeQuery = '?build-time';

/** True when a value is plain data that JSON carries unchanged. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).every(isPlainData);
  return false;
}

/**
 * Runs a module at build time and gives the bundle only the values it exports (src/content/indexes/:
 * indexes derived from every page's content module; src/styles/class-names.ts: class names merged
 * by tailwind-merge). webpack compiles and runs the module with
 * its own imports through `importModule`, and watches them, so an edit to a page module rebuilds
 * the index under `npm run dev` too.
 */
export default function buildTimeLoader(this: LoaderContext<Record<string, never>>): void {
  const callback = this.async();
  this.importModule(`${this.resourcePath}${buildTimeQuery}`).then(
    (exports: Record<string, unknown>) => {
      const names = Object.keys(exports).filter((name) => name !== '__esModule');
      const problem = names.find((name) => name === 'default' || !isPlainData(exports[name]));
      if (problem) {
        callback(new Error(`${this.resourcePath}: export "${problem}" must be named and plain data (JSON).`));
        return;
      }
      const code = names
        .map((name) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(exports[name]))});`)
        .join('\n');
      callback(null, `// Derived at build time from ${this.resourcePath}\n${code}\n`);
    },
    (error: Error) => callback(error),
  );
}
