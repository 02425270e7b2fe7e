/*
 * What the page loads when the visitor first asks for an answer, as one chunk: the engine, the
 * fees it reads and the answer's view. Not with the page, whose first load has no room for them.
 */
import { taxYearsOffered } from '../../../content/tax-years';
import type { IsoDate } from '../../../content/types';
import type { Values } from './answers';
import { readAnswers } from './read-answers';
import { comparisonView } from './comparison';

export { ComparisonResult } from './comparison-result';

/** The answer to what the form holds on `today`, or each field's problem (the rates load here, not with the page). */
export function answerFor(values: Values, today: IsoDate) {
  const read = readAnswers(values, taxYearsOffered(today));
  return 'problems' in read ? read : { view: comparisonView(read.answers) };
}
