/**
 * A value worked out at most once every `maxAgeMs`: callers in between get the last one, and
 * callers while it is being worked out share that one piece of work. A failure is not kept.
 * Its age is read from `clock`, so that a test can hold time still rather than race it.
 */
export class Cached<T> {
  private value: { at: number; value: T } | undefined;
  private pending: Promise<T> | undefined;

  constructor(
    private readonly maxAgeMs: number,
    private readonly compute: () => Promise<T>,
    private readonly clock: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.value && this.clock() - this.value.at < this.maxAgeMs) return Promise.resolve(this.value.value);
    this.pending ??= this.compute()
      .then((value) => {
        this.value = { at: this.clock(), value };
        return value;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /** The next `get` works the value out afresh. */
  expire(): void {
    this.value = undefined;
  }
}
