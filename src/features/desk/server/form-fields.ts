/** The offer form's fields by name, for its views and its routes. */
export const offerFields = { csrf: 'csrf', edit: 'edit', note: 'note', time: 'time' } as const;

/**
 * The fields of every form the desk posts, declared once. The body parser reads no post with more
 * fields than the largest form carries (routes.tsx), so a post padded with fields is refused
 * unread; the offer's form is counted with the most times an offer may hold (the booking's offer
 * rules, handed over as `offerLimits.times`), since its times are one field each.
 */
export const deskFormFields = {
  signIn: ['email'],
  signOut: ['csrf'],
  passkey: ['csrf', 'response'],
  cancel: ['csrf', 'reason'],
  block: ['csrf', 'diary', 'fromDate', 'fromTime', 'untilDate', 'untilTime', 'reason'],
  mark: ['csrf', 'outcome'],
  enquiryStatus: ['csrf', 'subject', 'shown', 'status', 'taken'],
  person: ['csrf', 'email', 'format'],
  /** Besides these, `time` once for each time chosen. */
  offer: [offerFields.csrf, offerFields.edit, offerFields.note],
} as const satisfies Record<string, readonly string[]>;

/**
 * The most fields a desk post may carry: the largest form's, an offer counted with `offerTimes`
 * times. One more is a post no desk form sends, except an offer with too many times ticked, which
 * offer-routes.tsx answers on its form.
 */
export const mostFormFields = (offerTimes: number): number =>
  Math.max(
    ...Object.entries(deskFormFields).map(([form, fields]) => fields.length + (form === 'offer' ? offerTimes : 0)),
  );
