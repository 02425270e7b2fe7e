import { apiPaths } from '../../../config/paths';
import { enquiryFields, type EnquiryField } from '../../../content/enquiry';
import enquiryNotSent from '../content/pages/contact/not-sent';
import { FormAgain, RefusedFields } from '../../../platform/components/answer-page';
import type { NotSentReason } from '../../../../server/platform/forms/pages';
import type { Posted } from '../../../../server/platform/forms/posted';
import { EnquiryFields } from '../enquiry-fields';
import { EnquiryNotSentContent } from '../not-sent-content';

const labelOf = (field: string) => (field in enquiryFields ? enquiryFields[field as EnquiryField].label : field);

/** Why; with the form again below, each refused field's name links to it. */
function Reason({ reason, linked }: { reason: NotSentReason; linked: boolean }) {
  if (reason.kind !== 'invalid') return <p>{enquiryNotSent.reasons[reason.kind]}</p>;
  const items = Object.entries(reason.problems).map(([field, problem]) => ({
    label: labelOf(field),
    problem: problem ?? '',
    ...(linked && field in enquiryFields ? { href: `#enquiry-${field}` } : {}),
  }));
  return (
    <>
      <p>{enquiryNotSent.reasons.invalid}</p>
      <RefusedFields items={items} />
    </>
  );
}

/**
 * The "not sent" page's content for a refused post: why, and the enquiry form again, as /contact
 * renders it, filled in with what was sent (`values`; none where nothing could be read, a post
 * too large) and each refused field marked.
 */
export function EnquiryNotSentView({ reason, values }: { reason: NotSentReason; values: Posted }) {
  // Refused fields (an empty post too) or anything sent to fill it with: the form again.
  const sent = Object.keys(values).length > 0 || reason.kind === 'invalid';
  const { again } = enquiryNotSent;
  return (
    <EnquiryNotSentContent
      reason={<Reason reason={reason} linked={sent} />}
      again={
        sent ? (
          <FormAgain
            heading={{ id: 'enquiry-again-heading', text: again.heading }}
            lead={again.lead}
            action={apiPaths.enquiries}
            submit={again.submit}
          >
            <EnquiryFields values={values} errors={reason.kind === 'invalid' ? reason.problems : {}} />
          </FormAgain>
        ) : undefined
      }
    />
  );
}
