/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from './link';
import type { NavGroup } from '../../content/navigation';
import { usePopover } from '../hooks/use-popover';
import { ArrowRightIcon, ChevronDownIcon } from './icons';

/**
 * A disclosure dropdown in the top navigation (the WAI-ARIA disclosure pattern for site menus,
 * not role="menu"), built on a native popover so it opens, and Escape or a click outside closes
 * it, before the app has started; the browser exposes the button's expanded state (so no
 * aria-expanded, whose prerendered value would be stale). The app adds the rest: ArrowDown opens
 * it onto its first link, arrow keys move between its links, tabbing away or navigating closes it.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const panelId = `nav-${group.label.toLowerCase()}`;
  const [, setOpen] = usePopover(panelId);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const focusLink = (index: number) => {
    const all = Array.from(panelRef.current?.querySelectorAll('a') ?? []);
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    focusLink(0);
  };

  // Only a focus move to somewhere else on the page closes it. A null target (a click on a
  // non-focusable area, or Safari not focusing links on click) is left to the browser's own
  // outside-click handling, so a click on a link inside still lands.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && next !== buttonRef.current && !panelRef.current?.contains(next)) setOpen(false);
  };

  const onLinkKeyDown = (event: KeyboardEvent) => {
    const current = Array.from(panelRef.current?.querySelectorAll('a') ?? []).indexOf(
      document.activeElement as HTMLAnchorElement,
    );
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] as number);
    } else if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        onKeyDown={onButtonKeyDown}
        onBlur={onBlur}
        style={{ anchorName: `--${panelId}` }}
        className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-(--nav-fg) transition-colors hover:bg-(--nav-hover)"
      >
        {group.label}
        <ChevronDownIcon className="size-4 transition-transform [:where(.group:has(+:popover-open))_&]:rotate-180" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        style={{ positionAnchor: `--${panelId}` }}
        className="nav-dropdown-panel w-[34rem] rounded-2xl border border-slate-200 bg-white p-3 text-left shadow-raised"
      >
        <ul className="grid grid-cols-2 gap-1">
          {group.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onKeyDown={onLinkKeyDown}
                onBlur={onBlur}
                className="block rounded-lg px-3 py-2.5 text-sm font-medium text-ink-900 hover:bg-teal-50 hover:text-teal-800"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-2 border-t border-slate-100 px-3 pt-3 pb-1">
          <Link
            to={group.to}
            onKeyDown={onLinkKeyDown}
            onBlur={onBlur}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 hover:text-teal-900"
          >
            {group.allLabel}
            <ArrowRightIcon />
          </Link>
        </div>
      </div>
    </>
  );
}
