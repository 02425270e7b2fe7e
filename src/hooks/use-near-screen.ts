import { useEffect, useState } from 'react';

/**
 * A callback ref for an element, and whether it has come within 400 px of the screen: a tool's
 * working code loads then, not with the page. Stays true once it has; an element that appears
 * later (once the app has started) is watched from then.
 */
export function useNearScreen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}
