import { useState, type ComponentType, type FormEvent } from 'react';
import page from '../content/pages/tools/sole-trader-or-limited-company';
import { PageHead } from '../../../platform/components/page-head';
import { breadcrumbTrail } from '../../../content/breadcrumbs';
import { toolsLink } from '../indexes/generated/tools-link';
import { londonDate } from '../../../platform/calendar/london-time';
import { useFieldErrors } from '../../../platform/forms/use-field-errors';
import { CheckerErrorSummary } from '../checker-error-summary';
import { fieldNames, valuesFrom } from '../sole-trader-or-company/answers';
import type { ComparisonView } from '../sole-trader-or-company/comparison';
import { controlId, SoleTraderOrCompanyContent } from '../sole-trader-or-company/sole-trader-or-company-content';

/** What the visitor is told about each field the browser refuses, by its name. */
const messages = {
  [fieldNames.profit]: { missing: page.form.missingProfit, invalid: page.form.invalidSum },
  [fieldNames.otherIncome]: { invalid: page.form.invalidSum },
  [fieldNames.pension]: { invalid: page.form.invalidSum },
  [fieldNames.year]: { invalid: page.form.noYear },
};

interface Shown {
  view: ComparisonView;
  Result: ComponentType<{ view: ComparisonView }>;
}

/**
 * `/tools/sole-trader-or-limited-company`: sole trader or company, take-home both ways. The form
 * posts to the service without JavaScript; with it, the answer is worked out here, its code loaded
 * at the first submit.
 */
export default function SoleTraderOrCompanyPage() {
  const [shown, setShown] = useState<Shown | null>(null);
  const fieldErrors = useFieldErrors(messages);
  const { errors } = fieldErrors;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    fieldErrors.clear();
    // The form is `novalidate` (so that without JavaScript a plain post reaches the service's answer
    // page with every problem listed): the browser's own checks run here instead.
    if (fieldErrors.refusedOnSubmit(event.currentTarget)) return;
    const data = new FormData(event.currentTarget);
    const answer = await import(
      /* webpackChunkName: "sole-trader-or-company-answer" */ '../sole-trader-or-company/answer'
    );
    const read = answer.answerFor(
      valuesFrom((name) => data.get(name)),
      londonDate(new Date()),
    );
    if ('problems' in read) {
      setShown(null);
      fieldErrors.refuse(read.problems);
      return;
    }
    setShown({ view: read.view, Result: answer.ComparisonResult });
  }

  return (
    <>
      <PageHead
        page={page}
        breadcrumbs={
          // Structured data is the prerender's alone (see PageHead): the browser's build keeps `true`
          // and carries neither the trail nor the title of /tools, this feature's page above it.
          process.env.SITE_PRERENDER === 'true' ? breadcrumbTrail(page.path, [toolsLink]) : true
        }
      />
      <SoleTraderOrCompanyContent
        errors={errors}
        summary={
          <CheckerErrorSummary
            fields={Object.keys(messages)}
            errors={errors}
            idPrefix="stc"
            controlId={controlId}
            refusal={fieldErrors.refusal}
          />
        }
        result={shown && <shown.Result view={shown.view} />}
        form={{
          onSubmit: (event) => void onSubmit(event),
          onInvalidCapture: fieldErrors.onInvalid,
          onInput: (event) => {
            setShown(null);
            fieldErrors.onEdit(event);
          },
        }}
      />
    </>
  );
}
