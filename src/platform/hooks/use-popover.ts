import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether the element is open: a popover showing, or a dialog (the mobile menu, which opens as a
 * modal where the browser has invoker commands). False where the browser has no popovers (jsdom).
 */
function isOpenPopover(element: HTMLElement | null): boolean {
  if (element instanceof HTMLDialogElement && element.open) return true;
  return element !== null && 'showPopover' in element && element.matches(':popover-open');
}

/**
 * The state a popover is about to take, from its `beforetoggle` event until its `toggle` event
 * (a task later): so `aria-expanded` changes together with the popover, not a moment after.
 */
const settling = new WeakMap<HTMLElement, boolean>();

function openState(id: string): boolean {
  const element = document.getElementById(id);
  return (element && settling.get(element)) ?? isOpenPopover(element);
}

/**
 * The open state of a native popover, which the browser owns: its invoker button, Escape and a
 * click outside work from the first paint, before the app starts. The app reads that state rather
 * than keeping its own, so a popover the visitor opened before hydration is adopted as it is (the
 * hydration render sees it closed, as the HTML was, and the next render sees it open). A
 * client-side navigation closes it.
 */
export function usePopover(id: string): [open: boolean, setOpen: (open: boolean) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = document.getElementById(id);
      if (!element) return () => undefined;
      const before = (event: Event) => {
        settling.set(element, (event as ToggleEvent).newState === 'open');
        onChange();
      };
      const after = () => {
        settling.delete(element);
        onChange();
      };
      element.addEventListener('beforetoggle', before);
      element.addEventListener('toggle', after);
      return () => {
        element.removeEventListener('beforetoggle', before);
        element.removeEventListener('toggle', after);
      };
    },
    [id],
  );
  const open = useSyncExternalStore(
    subscribe,
    () => openState(id),
    () => false,
  );
  const setOpen = useCallback(
    (next: boolean) => {
      const element = document.getElementById(id);
      if (!element || isOpenPopover(element) === next) return;
      if (!next && element instanceof HTMLDialogElement && element.open) element.close();
      else if ('togglePopover' in element) element.togglePopover(next);
    },
    [id],
  );

  // Not on the first render: that is hydration, and the popover is as the visitor left it.
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    setOpen(false);
  }, [key, setOpen]);

  return [open, setOpen];
}
