import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/** False while React hydrates the prerendered HTML (and on the server), true from the next render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
