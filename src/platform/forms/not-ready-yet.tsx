import { useAppStarted } from '../hooks/use-app-started';

/**
 * What a browser-only form (the search, the estimate) says while its code has not come (WCAG
 * 4.1.3). Such a form is in the page from the first paint, and a quick visitor may send it before
 * the code has come: a plain GET to the page itself, which reloads with the answers in its address
 * and the fields empty until the code puts them back and answers. Nothing in the reloaded HTML can
 * know that (the page is the same file for every visitor, and a fragment's `:target` is applied only
 * once the deferred scripts have run), so the notice is in every prerendered copy of the page, shown
 * by CSS alone (`shown-if-slow` in main.css) once the page has waited two seconds for its code,
 * where the browser runs scripts at all, and gone once the app has started. It stands where the
 * answer will appear, in a polite status region.
 */
export function NotReadyYet({ children }: { children: string }) {
  const started = useAppStarted();
  if (started) return null;
  return (
    <div role="status" className="shown-if-slow">
      <p className="mt-6 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 font-medium text-ink-900">{children}</p>
    </div>
  );
}
