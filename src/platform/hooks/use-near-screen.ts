import { useEffect, useState } from 'react';

/**
 * A callback ref for an element, and whether its working code is wanted: once the element has come
 * within 400 px of the screen, or the visitor has pressed Tab. A tool's code then loads, not with
 * the page. The Tab key matters because focus moves without scrolling first: a keyboard visitor
 * would pass an empty section and find its form put in above them, so for them it loads at their
 * first Tab (or at once if focus is already the keyboard's), long before focus can reach it. Stays true once it is; an element that appears later
 * (once the app has started) is watched from then.
 */
export function useNearScreen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  // The Tab that started the app came before this listened: focus shows where it went. (Read once,
  // in the browser; the prerendered page shows no tool, so nothing here has to match the HTML.)
  const [near, setNear] = useState(
    () => typeof document !== 'undefined' && document.activeElement?.matches(':focus-visible') === true,
  );
  useEffect(() => {
    if (near) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    document.addEventListener('keydown', onKey);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: '400px' },
    );
    if (element) observer.observe(element);
    return () => {
      document.removeEventListener('keydown', onKey);
      observer.disconnect();
    };
  }, [element, near]);
  return [setElement, near];
}
