/**
 * Loads each key once and keeps its promise, so every render of a page reads the same one with
 * React's `use()` (a new promise on each render would suspend for ever).
 */
export function memoLoader<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = load(key);
      cache.set(key, promise);
    }
    return promise;
  };
}
