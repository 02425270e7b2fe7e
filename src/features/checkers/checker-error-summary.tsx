import { lazy, Suspense } from 'react';
import type { ErrorSummaryProps } from '../../platform/forms/error-summary';
import { formWords } from '../../content/form-words';

/** Its code loads at a checker's first refused submit, not with the page (the page's first load has no room). */
const ErrorSummary = lazy(() =>
  import(/* webpackChunkName: "error-summary" */ '../../platform/forms/error-summary').then((module) => ({
    default: module.ErrorSummary,
  })),
);

/** A checker's error summary, above its questions, once a submit has been refused. */
export function CheckerErrorSummary(props: Omit<ErrorSummaryProps, 'heading'>) {
  if (!Object.values(props.errors).some(Boolean)) return null;
  return (
    <div className="mt-6">
      <Suspense fallback={null}>
        <ErrorSummary {...props} heading={formWords.errorSummaryHeading} />
      </Suspense>
    </div>
  );
}
