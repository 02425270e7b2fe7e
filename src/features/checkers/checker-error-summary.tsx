import type { ErrorSummaryProps } from '../../platform/forms/error-summary';
import { ErrorSummaryOnDemand } from '../../platform/forms/error-summary-on-demand';
import { formWords } from '../../content/form-words';

/** A checker's error summary, above its questions, once a submit has been refused (its code loads then). */
export function CheckerErrorSummary(props: Omit<ErrorSummaryProps, 'heading'>) {
  if (!Object.values(props.errors).some(Boolean)) return null;
  return (
    <div className="mt-6">
      <ErrorSummaryOnDemand {...props} heading={formWords.errorSummaryHeading} />
    </div>
  );
}
