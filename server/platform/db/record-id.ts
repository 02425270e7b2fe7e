const idShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for the ids the service hands out (and accepts from a client retrying the same post). */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && idShape.test(value);
}
