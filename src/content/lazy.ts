/**
 * A promise React's `use()` can read without suspending once it has settled: it carries its
 * outcome in the `status`/`value`/`reason` fields React looks for. Prerendering and the browser
 * load a page's content before rendering it, so hydration finds it ready.
 */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function track<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** Loads each key once and keeps the tracked promise, so every render reads the same one. */
export function memoLoader<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = track(load(key));
      cache.set(key, promise);
    }
    return promise;
  };
}
