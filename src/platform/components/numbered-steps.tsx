/** Steps in order, each with its number in a badge: what happens next after an enquiry or a booking. */
export function NumberedSteps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="mt-8 space-y-6">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-50 text-sm font-semibold text-teal-800 ring-1 ring-teal-200"
          >
            {index + 1}
          </span>
          <p className="leading-7 text-slate-700">{step}</p>
        </li>
      ))}
    </ol>
  );
}
