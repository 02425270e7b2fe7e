import { escapeHtml, fillPage, plainPage } from '../../../../server/platform/forms/pages';

/** What an alerts answer says: a heading, its words, and at most one button, which posts to `action`. */
export interface AlertsAnswer {
  heading: string;
  text: string;
  button?: { action: string; label: string };
}

/**
 * The /alerts page with the answer written into its data-alerts-answer element (the page's frame,
 * navigation and styles as built); a plain page with the same words where the build is missing.
 */
export function renderAlertsAnswer(template: string, answer: AlertsAnswer): string {
  const button = answer.button
    ? `<form method="post" action="${escapeHtml(answer.button.action)}"><button type="submit">${escapeHtml(answer.button.label)}</button></form>`
    : '';
  const html = `<h2 tabindex="-1" data-alerts-state>${escapeHtml(answer.heading)}</h2><p>${escapeHtml(answer.text)}</p>${button}`;
  return (
    fillPage(template, 'alerts-answer', html) ?? plainPage(answer.heading, `<p>${escapeHtml(answer.text)}</p>${button}`)
  );
}
