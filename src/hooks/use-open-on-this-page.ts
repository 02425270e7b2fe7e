import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state that closes itself on every navigation: it remembers the location it was
 * opened at, so a new location (a link, back or forward) reads as closed without an effect.
 */
export function useOpenOnThisPage(): [open: boolean, setOpen: (open: boolean) => void] {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenAt(open ? key : null), [key]);
  return [openAt === key, setOpen];
}
