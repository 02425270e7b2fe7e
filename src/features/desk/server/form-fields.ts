/** A form's fields, each its own name: `fields.reason` is `'reason'`, typed as that name. */
const named = <const Name extends string>(...fields: Name[]) =>
  Object.fromEntries(fields.map((field) => [field, field])) as { readonly [Key in Name]: Key };

/** The session's token, in every signed-in post (routes.tsx compares it). */
export const csrfField = 'csrf';
const csrf = csrfField;

/**
 * The fields of every form the desk posts, by name, declared once: the views name their inputs
 * from here and the routes read them by the same names. The body parser reads no post with more
 * fields than the largest form carries (`mostFormFields`), so a post padded with fields is refused
 * unread.
 */
export const deskForms = {
  signIn: named('email'),
  signOut: named(csrf),
  passkey: named(csrf, 'response'),
  cancel: named(csrf, 'reason'),
  block: named(csrf, 'diary', 'fromDate', 'fromTime', 'untilDate', 'untilTime', 'reason'),
  mark: named(csrf, 'outcome'),
  enquiryStatus: named(csrf, 'subject', 'shown', 'status', 'taken'),
  person: named(csrf, 'email', 'format'),
  /** `time` once for each time chosen; `edit` only from the second step's "Change the offer". */
  offer: named(csrf, 'edit', 'note', 'time'),
} as const;

export const { offer: offerFields } = deskForms;

/** The longest email address a desk form takes (signing in, finding a person): the field's limit and what the route reads. */
export const emailMaxLength = 254;

/**
 * The most fields a desk post may carry: the largest form's, the offer's counted with `offerTimes`
 * times (the booking's offer rules, handed over as `offerLimits.times`). One more is a post no desk
 * form sends, except an offer with too many times ticked, which overfull-offer.ts reads again so
 * that its form can say so.
 */
export const mostFormFields = (offerTimes: number): number =>
  Math.max(
    ...Object.entries(deskForms).map(
      ([form, fields]) => Object.keys(fields).length + (form === 'offer' ? offerTimes - 1 : 0),
    ),
  );
