import { lazy, Suspense, type ReactNode } from 'react';
import { FormFieldList } from '../../platform/forms/form-field-controls';
import type { FieldErrors } from '../../platform/forms/use-field-errors';
import { enquiryForm } from '../../content/enquiry';
import { bookingFieldGroups } from './fields';
import PrerenderedQuestions from './topic-questions-fields';

/**
 * The topics' questions: rendered where the HTML is made (the build's prerender, the service's
 * "not booked" page), and in the browser from their own chunk, which the Suspense boundary waits
 * for while keeping the prerendered questions as they are (webpack drops the other branch, and
 * with it the static import).
 */
const TopicQuestionFields =
  process.env.SITE_PRERENDER === 'false'
    ? lazy(() => import(/* webpackChunkName: "booking-questions" */ './topic-questions-fields'))
    : PrerenderedQuestions;

export interface BookingFieldsProps {
  /** What was found wrong, by field name: the browser's or the service's refusal. */
  errors?: FieldErrors;
  /** What each field starts filled in with: on the "not booked" page, what was sent. */
  values?: Readonly<Partial<Record<string, string>>>;
  /** How the time is chosen: the grid once the app has the free times, else a date and a time. */
  slotChoice: ReactNode;
}

/**
 * The booking form's fields in the form's order: the topic and format, the chosen topic's
 * questions, the time, who is coming. /book's form and the service's "not booked" page (the form
 * again, filled in) both render these.
 */
export function BookingFields({ errors, values, slotChoice }: BookingFieldsProps) {
  const shared = { idPrefix: 'booking', optionalHint: enquiryForm.optional, errors, values };
  return (
    <>
      <FormFieldList fields={bookingFieldGroups.choice} {...shared} />
      <Suspense fallback={null}>
        <TopicQuestionFields errors={errors} values={values} />
      </Suspense>
      {slotChoice}
      <FormFieldList fields={bookingFieldGroups.visitor} {...shared} />
    </>
  );
}
