import { createElement } from 'react';
import { renderAnswerPage } from '../../../../server/platform/forms/pages';
import { ErrorSummary } from '../../../platform/forms/error-summary';
import { formWords } from '../../../content/form-words';
import copy from '../content/pages/tools/sole-trader-or-limited-company';
import answerCopy from '../content/sole-trader-or-limited-company-answer';
import { fieldNames, type FieldName, type Values } from '../sole-trader-or-company/answers';
import type { ComparisonView } from '../sole-trader-or-company/comparison';
import { ComparisonResult } from '../sole-trader-or-company/comparison-result';
import { controlId, SoleTraderOrCompanyContent } from '../sole-trader-or-company/sole-trader-or-company-content';

/** What the service answers a plain post with: the answer, or what was wrong with what was sent. */
export type CalculatorAnswer =
  | { kind: 'answer'; values: Values; view: ComparisonView }
  | { kind: 'refused'; values: Values; problems: Partial<Record<FieldName, string>> };

/**
 * `/tools/sole-trader-or-limited-company` with the answer rendered into it by the page's own
 * components (server/platform/forms/pages.ts): the form again with what was sent, then the
 * answer, or the problems above the form.
 */
export function renderCalculatorAnswer(templateFile: string, answer: CalculatorAnswer): string {
  const refused = answer.kind === 'refused';
  const content = createElement(SoleTraderOrCompanyContent, {
    values: answer.values,
    errors: refused ? answer.problems : {},
    summary: refused
      ? createElement(
          'div',
          { className: 'mt-6' },
          createElement(ErrorSummary, {
            fields: Object.keys(fieldNames),
            errors: answer.problems,
            idPrefix: 'stc',
            heading: formWords.errorSummaryHeading,
            controlId,
          }),
        )
      : null,
    result: refused ? null : createElement(ComparisonResult, { view: answer.view }),
  });
  return renderAnswerPage(templateFile, {
    content,
    title: refused ? copy.title : `${answerCopy.result.summary(answer.view.difference)}: ${copy.title}`,
    refused,
  });
}
