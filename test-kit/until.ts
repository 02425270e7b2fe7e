/**
 * Waits until `check` holds, asking every 50 ms, for what a test waits on outside its own code (a
 * message the outbox sends, a process that takes over); fails after `timeoutMs`.
 */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
