/**
 * aria-invalid for a required select or radio. Chromium exposes such a choice as invalid from the
 * browser's own check (nothing chosen yet), so a screen reader says "invalid" before the visitor
 * has answered anything; a text box waits for an edit, a choice does not. A choice is marked from
 * what the form found after a submit (or an answer since) instead: "false" until then, which
 * overrides the browser's check in the accessibility tree (WCAG 4.1.2, 3.3.1).
 */
export const choiceInvalid = (refused: string | boolean | undefined) => ({ 'aria-invalid': Boolean(refused) }) as const;
