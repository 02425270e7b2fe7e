import { useEffect, useRef } from 'react';
import { FormFieldList } from '../../platform/forms/form-field-controls';
import type { FieldErrors } from '../../platform/forms/use-field-errors';
import { formWords } from '../../content/form-words';
import { questionAttributes, questionFields, questionsCopy, topicsAsking, type QuestionName } from './topic-questions';

export interface TopicQuestionFieldsProps {
  errors?: FieldErrors | undefined;
  values?: Readonly<Partial<Record<string, string>>> | undefined;
}

const names = Object.keys(questionFields) as QuestionName[];

/**
 * Every topic's questions, each marked with the topics that ask it: the stylesheet shows the
 * chosen topic's (./topic-questions-plugin.mts), so the markup is the same whatever is chosen and
 * works with JavaScript off. Its own chunk: /book's first load carries none of it (the prerendered
 * HTML does; see booking-fields.tsx).
 */
export default function TopicQuestionFields({ errors, values }: TopicQuestionFieldsProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!window.location.search && !window.location.hash) return;
    // Shown by the app without its HTML (a navigation within the site), the questions arrive after
    // the form has filled in what the address carries: they fill in their own.
    void import(/* webpackChunkName: "booking-questions" */ './prefill-booking').then(({ prefillBooking }) =>
      prefillBooking(group.current?.form ?? null),
    );
  }, []);
  return (
    <fieldset ref={group} {...{ [questionAttributes.group]: '' }} className="rounded-2xl border border-slate-200 p-5">
      <legend className="px-1 text-sm font-semibold text-ink-900">{questionsCopy.legend}</legend>
      <p className="text-sm leading-6 text-slate-600">{questionsCopy.lead}</p>
      {names.map((name) => (
        <div key={name} {...{ [questionAttributes.question]: topicsAsking(name).join(' ') }} className="mt-5">
          <FormFieldList
            fields={{ [name]: questionFields[name] }}
            idPrefix="booking"
            optionalHint={formWords.optional}
            errors={errors}
            values={values}
          />
        </div>
      ))}
    </fieldset>
  );
}
