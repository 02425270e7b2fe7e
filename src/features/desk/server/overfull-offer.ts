import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

/** Each post's bytes, as the desk's body parser read them (at most its body limit), until the request is gone. */
const rawForms = new WeakMap<IncomingMessage, Buffer>();

/** The body parser's `verify`: keeps the bytes it is about to parse, for `readOverfullOffer`. */
export const keepRawForm = (req: IncomingMessage, _res: unknown, raw: Buffer) => {
  rawForms.set(req, raw);
};

/** The offer's first step, under the desk's prefix (offer-paths.ts's `offer`). */
const offerForm = /^\/diary\/[^/]+\/offer$/;

/**
 * A post of the offer's form that the body parser refused for too many fields: more times ticked
 * than the parser's limit allows (form-fields.ts). Its checkboxes let a director tick any number,
 * so it is read again here from the bytes already read, and the form answers with what is wrong
 * (offer-routes.tsx: "an offer holds at most …") instead of a bare 413. True when it was one,
 * with `req.body` set as the parser would have set it; any other refusal stands.
 */
export function readOverfullOffer(req: Request, error: unknown): boolean {
  const raw = rawForms.get(req);
  const tooMany = (error as { type?: unknown } | undefined)?.type === 'parameters.too.many';
  if (!raw || !tooMany || req.method !== 'POST' || !offerForm.test(req.path)) return false;
  // No prototype, as the parser's own: a field named `__proto__` is only a field.
  const body = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(raw.toString('utf8'))) {
    const before = body[name];
    body[name] = before === undefined ? value : ([] as string[]).concat(before, value);
  }
  req.body = body;
  return true;
}
