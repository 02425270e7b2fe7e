import { createElement } from 'react';
import { renderAnswerPage } from '../../../../server/platform/forms/pages';
import { AlertsContent, type AlertsAnswer } from '../alerts-content';

export type { AlertsAnswer };

/** The /alerts page with the answer rendered into it by the page's own component. */
export const renderAlertsAnswer = (template: string, answer: AlertsAnswer): string =>
  renderAnswerPage(template, {
    content: createElement(AlertsContent, { answer }),
    title: answer.heading,
    refused: answer.problems !== undefined,
  });
