import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useAppStarted } from '../hooks/use-app-started';

interface PrerenderedProps<P extends object> {
  /** The wrapper's id: one per page. */
  id: string;
  /** The part, loaded lazily (`lazy(() => import(…))`): its code and words are not in the page's chunk. */
  part: LazyExoticComponent<ComponentType<P>>;
  props: P;
}

/**
 * A part of a page that works as plain HTML and needs no code in the browser (a form that posts,
 * prose), so that it costs the page's first load nothing. The build's static renderer waits for
 * `part` and writes it into the page. Hydrating that page, the browser keeps the HTML as it is and
 * never loads the part's code (React leaves what `dangerouslySetInnerHTML` holds alone while it
 * hydrates). When the app renders the page itself, after a link inside the app, nothing was
 * prerendered to keep: the part's code loads then. Remount it (a `key`) when its props change.
 */
export function Prerendered<P extends object>({ id, part: Part, props }: PrerenderedProps<P>) {
  const started = useAppStarted();
  // Decided once, as the element mounts: hydrating (not started, in a browser) keeps the page's HTML.
  const [kept] = useState(() => !started && typeof document !== 'undefined');
  return kept ? (
    <div id={id} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  ) : (
    <div id={id}>
      <Suspense>
        <Part {...props} />
      </Suspense>
    </div>
  );
}
