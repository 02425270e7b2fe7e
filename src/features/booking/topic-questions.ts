import type { FormField, FormFields } from '../../platform/forms/form-fields';
import type { BookingAnswerName } from '../../platform/forms/prefill';
import type { TopicId } from './directors';

/*
 * The questions a director needs answered before a first call, declared once beside the topics
 * that ask them: the /book form shows a topic's questions when it is chosen (CSS, from
 * ./topic-questions-plugin.mts, so with JavaScript off too), the service keeps only the chosen
 * topic's answers, and the firm's email, its invitation and the CSV show them. A visitor's email
 * never does. Every answer is optional. This module imports types only: the stylesheet's plugin
 * reads it, and the page's first load does not carry it (the fields load with ./topic-questions-fields.tsx).
 */

/** Each question as a form field; its name is also the booking URL's parameter that fills it in (bookingHref). */
export const questionFields = {
  firmReference: {
    label: 'FCA firm reference number (FRN), if you have one',
    inProse: 'your FCA firm reference number',
    input: 'text',
    autoComplete: 'off',
    maxLength: 7,
    required: false,
  },
  yearEnd: {
    label: 'Your company’s year end (for example 31 March)',
    inProse: 'your company’s year end',
    input: 'text',
    autoComplete: 'off',
    maxLength: 30,
    required: false,
  },
  mtdStart: {
    label: 'When Making Tax Digital for Income Tax starts for you, if you know',
    inProse: 'when Making Tax Digital starts for you',
    input: 'text',
    autoComplete: 'off',
    maxLength: 40,
    required: false,
  },
  income: {
    label: 'Your income from self-employment and property, before expenses (roughly)',
    inProse: 'your self-employment and property income',
    input: 'text',
    autoComplete: 'off',
    maxLength: 60,
    required: false,
  },
  currentAccountant: {
    label: 'Your current accountant (the firm’s name)',
    inProse: 'your current accountant',
    input: 'text',
    autoComplete: 'off',
    maxLength: 100,
    required: false,
  },
} as const satisfies FormFields & Record<BookingAnswerName, FormField>;

export type QuestionName = keyof typeof questionFields;

/** What a booking keeps of the questions: the chosen topic's answers that were given. */
export type TopicAnswers = Partial<Record<QuestionName, string>>;

/** The one or two questions each topic asks, in the form's order; none where a director needs none. */
export const topicQuestions: Record<TopicId, readonly QuestionName[]> = {
  accountancy: ['yearEnd'],
  audit: ['firmReference', 'yearEnd'],
  tax: ['mtdStart', 'income'],
  'corporate-finance': ['yearEnd'],
  'sme-accounting': ['yearEnd', 'mtdStart'],
  'crypto-accounting': ['firmReference', 'yearEnd'],
  'vat-services': [],
  'emi-reporting': ['firmReference', 'yearEnd'],
  'financial-outsourcing': ['yearEnd'],
  'changing-accountant': ['currentAccountant', 'yearEnd'],
  'not-sure': [],
};

/** The questions a topic asks (none for a topic not in the list). */
export const questionsOf = (topic: string): readonly QuestionName[] =>
  Object.hasOwn(topicQuestions, topic) ? topicQuestions[topic as TopicId] : [];

/** The topics that ask each question, as the form's markup names them (`data-for-topics`). */
export const topicsAsking = (question: QuestionName): string[] =>
  Object.entries(topicQuestions)
    .filter(([, questions]) => questions.includes(question))
    .map(([topic]) => topic);

/** The attribute on each question's wrapper, and on the group: what the stylesheet shows by topic. */
export const questionAttributes = { group: 'data-topic-questions', question: 'data-for-topics' } as const;

/** The group's words: the form shows them above the chosen topic's questions. */
export const questionsCopy = {
  legend: 'Before the call',
  lead: 'So that the director comes prepared. Answer what you can: every question is optional, and your answers go to us only, never into the emails we send you.',
} as const;
