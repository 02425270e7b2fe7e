import { Link } from '../../platform/components/link';
import { textLinkStyles } from '../../platform/components/text-link-styles';
import { buttonStyles } from '../../styles/class-names';
import { useReveal } from '../../platform/hooks/use-reveal';

export interface ShownResult {
  heading: string;
  body: string[];
  /** The rule the answer rests on, in words ("SUP 3A.1.1R") or as a linked source. */
  basis: { label: string; url?: string };
  enquiry: { to: string; label: string };
}

/**
 * Where a checker's answer appears. Each answer takes focus and comes into view: a screen reader
 * says its name (the heading and the answer in short), and the visitor reads on from there, rather
 * than hearing all of it at once as a live region would read it.
 */
export function CheckerResult({ heading, result }: { heading: string; result: ShownResult | null }) {
  const revealed = useReveal<HTMLDivElement>(result);
  return (
    <div className="mt-8">
      {result && (
        <div
          ref={revealed}
          tabIndex={-1}
          role="group"
          aria-labelledby="checker-result-heading checker-result-answer"
          className="rounded-2xl border border-teal-700 bg-white p-6"
          data-checker-result
        >
          <h3 id="checker-result-heading" className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">
            {heading}
          </h3>
          <p id="checker-result-answer" className="mt-2 text-xl font-semibold text-ink-900">
            {result.heading}
          </p>
          {result.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-7 text-slate-700">
              {paragraph}
            </p>
          ))}
          <p className="mt-3 text-sm text-slate-600">
            {result.basis.url ? (
              <a href={result.basis.url} className={textLinkStyles}>
                {result.basis.label}
              </a>
            ) : (
              result.basis.label
            )}
          </p>
          <Link to={result.enquiry.to} className={`mt-5 ${buttonStyles.primary.regular}`}>
            {result.enquiry.label}
          </Link>
        </div>
      )}
    </div>
  );
}
