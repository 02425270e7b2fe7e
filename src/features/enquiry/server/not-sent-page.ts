import { createElement } from 'react';
import { enquiryFields } from '../../../content/enquiry';
import enquiryNotSent from '../content/pages/contact/not-sent';
import { renderAnswerPage, type NotSentReason } from '../../../../server/platform/forms/pages';
import { fieldLimits, postedValues } from '../../../../server/platform/forms/posted';
import { EnquiryNotSentView } from './not-sent-view';

export type { NotSentReason };

/**
 * The branded "not sent" page for a refused plain-HTML form post: the prerendered page with its
 * content rendered again, with the reason and the form again filled in with what was sent
 * (`posted`, the post's body). Read from the build on each use (a rebuild needs no restart); a
 * plain page with the same content stands in if the build is not there.
 */
export function renderNotSentPage(templateFile: string, reason: NotSentReason, posted?: unknown): string {
  const values = postedValues(posted, fieldLimits(enquiryFields));
  return renderAnswerPage(templateFile, {
    content: createElement(EnquiryNotSentView, { reason, values }),
    title: enquiryNotSent.title,
    refused: true,
  });
}
