/*
 * What the page loads when the visitor first asks for an answer, as one chunk: the engine, the
 * fees it reads and the answer's view. Not with the page, whose first load has no room for them.
 */
export { comparisonView } from './comparison';
export { ComparisonResult } from './comparison-result';
