import { apiPaths } from '../../../config/paths';
import { enquiryFields, type EnquiryField } from '../../../content/enquiry';
import { buttonStyles } from '../../../styles/class-names';
import { escapeHtml, fillPage, plainPage, type NotSentReason } from '../../../../server/platform/forms/pages';
import { fieldLimits, fieldsHtml, postedValues } from '../../../../server/platform/forms/form-html';
import enquiryNotSent from '../../../content/pages/contact/not-sent';

export type { NotSentReason };

/** Why; with the form again below, each refused field's name links to it. */
function reasonHtml(reason: NotSentReason, linked: boolean): string {
  if (reason.kind !== 'invalid') return `<p>${escapeHtml(enquiryNotSent.reasons[reason.kind])}</p>`;
  const items = Object.entries(reason.problems).map(([field, problem]) => {
    const label = escapeHtml(field in enquiryFields ? enquiryFields[field as EnquiryField].label : field);
    const name = linked && field in enquiryFields ? `<a href="#enquiry-${field}">${label}</a>` : label;
    return `<li><strong>${name}</strong>: ${escapeHtml(problem ?? '')}</li>`;
  });
  return `<p>${escapeHtml(enquiryNotSent.reasons.invalid)}</p><ul>${items.join('')}</ul>`;
}

/**
 * The enquiry form again, filled in with what was sent and each refused field marked, so that
 * nothing is typed twice; nothing where nothing was sent (a post too large to read).
 */
function againHtml(posted: unknown, reason: NotSentReason): string | undefined {
  const values = postedValues(posted, fieldLimits(enquiryFields));
  if (Object.keys(values).length === 0) return undefined;
  const { again } = enquiryNotSent;
  const problems = reason.kind === 'invalid' ? reason.problems : {};
  return [
    `<h2 id="enquiry-again-heading">${escapeHtml(again.heading)}</h2><p>${escapeHtml(again.lead)}</p>`,
    `<form method="post" action="${apiPaths.enquiries}" aria-labelledby="enquiry-again-heading">`,
    fieldsHtml(enquiryFields, { idPrefix: 'enquiry', values, problems }),
    `<button type="submit" class="${buttonStyles.primary.largeInRow}">${escapeHtml(again.submit)}</button>`,
    '</form>',
  ].join('');
}

/**
 * The branded "not sent" page for a refused plain-HTML form post: the prerendered page with the
 * reason written in, and the form again with what was sent (`posted`, the post's body). Read from
 * the build on each use (a rebuild needs no restart); a plain page with the same words stands in if
 * the build is not there.
 */
export function renderNotSentPage(templateFile: string, reason: NotSentReason, posted?: unknown): string {
  const again = againHtml(posted, reason);
  const body = reasonHtml(reason, again !== undefined);
  return (
    fillPage(templateFile, 'enquiry-reason', body, again ? { 'enquiry-again': again } : {}) ??
    plainPage(
      enquiryNotSent.hero.heading,
      `<p>${escapeHtml(enquiryNotSent.hero.lead)}</p>${body}` +
        (again ?? '') +
        `<p>${escapeHtml(enquiryNotSent.otherWays)}</p><p><a href="/contact">${escapeHtml(enquiryNotSent.again.elsewhere)}</a></p>`,
    )
  );
}
