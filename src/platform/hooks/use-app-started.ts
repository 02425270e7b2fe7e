import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and while hydrating, true once React runs the page in the browser:
 * for a control that needs the app to work, shown only once it does (the page explains it before).
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
