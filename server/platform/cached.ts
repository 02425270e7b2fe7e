/**
 * A value worked out at most once every `maxAgeMs`: callers in between get the last one, and
 * callers while it is being worked out share that one piece of work. A failure is not kept.
 */
export class Cached<T> {
  private value: { at: number; value: T } | undefined;
  private pending: Promise<T> | undefined;

  constructor(
    private readonly maxAgeMs: number,
    private readonly compute: () => Promise<T>,
  ) {}

  get(now = Date.now()): Promise<T> {
    if (this.value && now - this.value.at < this.maxAgeMs) return Promise.resolve(this.value.value);
    this.pending ??= this.compute()
      .then((value) => {
        this.value = { at: Date.now(), value };
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
