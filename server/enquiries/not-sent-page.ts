import fs from 'node:fs';
import { enquiryFields, type EnquiryField } from '../../src/content/enquiry';
import enquiryNotSent from '../../src/content/pages/contact/not-sent';
import type { EnquiryProblems } from './validation';

export type NotSentReason =
  { kind: 'invalid'; problems: EnquiryProblems } | { kind: 'tooLarge' | 'rateLimited' | 'crossSite' | 'unavailable' };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The element of the prerendered page (src/pages/enquiry-not-sent-page.tsx) that says why. */
const reasonSlot = /(<div data-enquiry-reason(?:="")?[^>]*>)[\s\S]*?(<\/div>)/;

function reasonHtml(reason: NotSentReason): string {
  if (reason.kind !== 'invalid') return `<p>${escapeHtml(enquiryNotSent.reasons[reason.kind])}</p>`;
  const items = (Object.entries(reason.problems) as [EnquiryField, string][]).map(
    ([field, problem]) => `<li><strong>${escapeHtml(enquiryFields[field].label)}</strong>: ${escapeHtml(problem)}</li>`,
  );
  return `<p>${escapeHtml(enquiryNotSent.reasons.invalid)}</p><ul>${items.join('')}</ul>`;
}

/**
 * The branded "not sent" page for a refused plain-HTML form post: the prerendered page with the
 * reason written in. Read from the build on each use (a rebuild needs no restart); a plain page
 * with the same words stands in if the build is not there.
 */
export function renderNotSentPage(templateFile: string, reason: NotSentReason): string {
  let template: string | undefined;
  try {
    template = fs.readFileSync(templateFile, 'utf8');
  } catch {
    template = undefined;
  }
  const body = reasonHtml(reason);
  if (template && reasonSlot.test(template))
    return template.replace(reasonSlot, (_, open: string, close: string) => `${open}${body}${close}`);
  return [
    '<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(enquiryNotSent.hero.heading)}</title>`,
    `<h1>${escapeHtml(enquiryNotSent.hero.heading)}</h1><p>${escapeHtml(enquiryNotSent.hero.lead)}</p>${body}`,
    `<p>${escapeHtml(enquiryNotSent.otherWays)}</p><p><a href="/contact">${escapeHtml(enquiryNotSent.hero.backLink)}</a></p>`,
  ].join('');
}
