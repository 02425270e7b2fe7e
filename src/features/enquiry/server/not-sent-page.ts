import { enquiryFields, type EnquiryField } from '../../../content/enquiry';
import { escapeHtml, fillPage, plainPage, type NotSentReason } from '../../../../server/forms/pages';
import enquiryNotSent from '../../../content/pages/contact/not-sent';

export type { NotSentReason };

function reasonHtml(reason: NotSentReason): string {
  if (reason.kind !== 'invalid') return `<p>${escapeHtml(enquiryNotSent.reasons[reason.kind])}</p>`;
  const items = Object.entries(reason.problems).map(
    ([field, problem]) =>
      `<li><strong>${escapeHtml(field in enquiryFields ? enquiryFields[field as EnquiryField].label : field)}</strong>: ${escapeHtml(problem ?? '')}</li>`,
  );
  return `<p>${escapeHtml(enquiryNotSent.reasons.invalid)}</p><ul>${items.join('')}</ul>`;
}

/**
 * The branded "not sent" page for a refused plain-HTML form post: the prerendered page with the
 * reason written in. Read from the build on each use (a rebuild needs no restart); a plain page
 * with the same words stands in if the build is not there.
 */
export function renderNotSentPage(templateFile: string, reason: NotSentReason): string {
  const body = reasonHtml(reason);
  return (
    fillPage(templateFile, 'enquiry-reason', body) ??
    plainPage(
      enquiryNotSent.hero.heading,
      `<p>${escapeHtml(enquiryNotSent.hero.lead)}</p>${body}` +
        `<p>${escapeHtml(enquiryNotSent.otherWays)}</p><p><a href="/contact">${escapeHtml(enquiryNotSent.hero.backLink)}</a></p>`,
    )
  );
}
