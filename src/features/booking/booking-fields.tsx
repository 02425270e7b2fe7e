import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAppStarted } from '../../platform/hooks/use-app-started';
import { FormFieldList } from '../../platform/forms/form-field-controls';
import type { FieldErrors } from '../../platform/forms/use-field-errors';
import { formWords } from '../../content/form-words';
import { bookingFieldGroups } from './fields';
import PrerenderedQuestions, { type TopicQuestionFieldsProps } from './topic-questions-fields';

const LazyQuestions = lazy(() => import(/* webpackChunkName: "booking-questions" */ './topic-questions-fields'));

/**
 * The topics' questions, which the page's first load does not carry: rendered where the HTML is
 * made (the build's prerender, the service's "not booked" page); in the browser, the prerendered
 * questions are kept as they are when the app hydrates the page (the element's HTML is left alone),
 * and loaded from their own chunk only when the page is shown by the app without its HTML (a
 * navigation within the site). webpack drops the branch the browser does not take, and with it
 * the static import.
 */
function TopicQuestions(props: TopicQuestionFieldsProps) {
  const started = useAppStarted();
  const [fromHtml] = useState(!started);
  if (process.env.SITE_PRERENDER !== 'false')
    return (
      <div>
        <PrerenderedQuestions {...props} />
      </div>
    );
  return fromHtml ? (
    <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  ) : (
    <div>
      <Suspense fallback={null}>
        <LazyQuestions {...props} />
      </Suspense>
    </div>
  );
}

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
  const shared = { idPrefix: 'booking', optionalHint: formWords.optional, errors, values };
  return (
    <>
      <FormFieldList fields={bookingFieldGroups.choice} {...shared} />
      <TopicQuestions errors={errors} values={values} />
      {slotChoice}
      <FormFieldList fields={bookingFieldGroups.visitor} {...shared} />
    </>
  );
}
