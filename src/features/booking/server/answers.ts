import type { FormField, FormFields } from '../../../platform/forms/form-fields';
import { validateForm } from '../../../../server/platform/forms/validation';
import { bookingFields, type BookingDetails } from '../fields';
import { questionFields, questionsOf } from '../topic-questions';

/** A topic's questions as fields, in the topic's order: what the firm's email, invitation and the form again show. */
export function questionFieldsFor(topic: string): FormFields {
  return Object.fromEntries(questionsOf(topic).map((name) => [name, questionFields[name] as FormField]));
}

/** The form's fields and every topic's questions: the CSV's columns and the refusal page's labels. */
export const fieldsWithQuestions: FormFields = { ...bookingFields, ...questionFields };

/**
 * Checks a booking post: the form's fields, then the chosen topic's questions (their limits and
 * characters, as any field's). Only that topic's answers are kept, and only those given: another
 * topic's questions were hidden from the visitor, whatever the post carries for them.
 */
export function validateBooking(
  body: unknown,
): { ok: true; values: BookingDetails; spam: boolean } | { ok: false; problems: Record<string, string> } {
  const result = validateForm(bookingFields, body);
  const answers = validateForm(questionFieldsFor(result.ok ? result.values.topic : ''), body);
  if (!result.ok || !answers.ok)
    return {
      ok: false,
      problems: { ...(result.ok ? {} : result.problems), ...(answers.ok ? {} : answers.problems) } as Record<
        string,
        string
      >,
    };
  const given = Object.fromEntries(Object.entries(answers.values).filter(([, value]) => value !== ''));
  return { ok: true, values: { ...result.values, ...given }, spam: result.spam };
}
