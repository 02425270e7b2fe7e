/** Stops the server the global setup started. */
export default function teardown(): void {
  (globalThis as { __TEST_POSTGRES__?: { stop: () => void } }).__TEST_POSTGRES__?.stop();
}
