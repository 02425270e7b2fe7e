import { useSyncExternalStore } from 'react';

/**
 * Toasts on demand: the toast library (and its <Toaster>, which the layout mounts once it is
 * wanted) loads the first time a page shows a toast, not with every page. Only the enquiry form
 * shows one today.
 */
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

const loadToasts = () => import(/* webpackChunkName: "toasts" */ 'react-hot-toast');

/** Mounts the toaster and starts loading it, ahead of a toast a moment away. */
export function prepareToasts(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
  void loadToasts();
}

/**
 * A toast is for the eye only: it goes after a few seconds, and the form that shows one says the
 * same in its own place, where a screen reader hears it once (the enquiry form's outcome, which has
 * focus, or its error summary).
 */
const unannounced = { ariaProps: { role: 'status', 'aria-live': 'off' } } as const;

export async function showToast(kind: 'success' | 'error' | 'blank', message: string): Promise<void> {
  prepareToasts();
  const { default: toast } = await loadToasts();
  if (kind === 'blank') toast(message, unannounced);
  else toast[kind](message, unannounced);
}
