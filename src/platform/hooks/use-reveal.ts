import { useEffect, useRef } from 'react';

/**
 * For what a form shows in answer (a checker's result, an estimate, a company's dates): each time
 * it arrives, it takes focus, so a screen reader reads it from its name, and its top comes into
 * view clear of the fixed bar (the root's scroll-padding), not below the fold. Give the element
 * `tabIndex={-1}` and a name.
 */
export function useReveal<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  }, [shown]);
  return ref;
}
