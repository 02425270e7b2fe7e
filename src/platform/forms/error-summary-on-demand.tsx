import { lazy, Suspense } from 'react';
import type { ErrorSummaryProps } from './error-summary';

/** Its code loads at a form's first refused submit, not with the page, whose first load has no room for it. */
const ErrorSummary = lazy(() =>
  import(/* webpackChunkName: "error-summary" */ './error-summary').then((module) => ({
    default: module.ErrorSummary,
  })),
);

/**
 * A form's error summary (./error-summary.tsx) in the browser: nothing until a submit has been
 * refused, and then its code. The service's answer pages render ErrorSummary itself, so a refused
 * post without JavaScript has its summary in the HTML.
 */
export function ErrorSummaryOnDemand(props: ErrorSummaryProps) {
  if (!Object.values(props.errors).some(Boolean)) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSummary {...props} />
    </Suspense>
  );
}
