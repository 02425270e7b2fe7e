import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NavGroup } from '../app/navigation';
import { useOpenOnThisPage } from '../hooks/use-open-on-this-page';
import { ArrowRightIcon, ChevronDownIcon } from './icons';

interface NavDropdownProps {
  group: NavGroup;
  /** Whether the bar behind it is transparent over a dark hero (white text) or solid. */
  onDark: boolean;
}

/**
 * A disclosure dropdown in the top navigation (the WAI-ARIA disclosure pattern for site menus,
 * not role="menu"). Opens on click, Enter, Space or ArrowDown; arrow keys move between its links;
 * Escape, a click outside, tabbing away or navigating closes it.
 */
export function NavDropdown({ group, onDark }: NavDropdownProps) {
  const [open, setOpen] = useOpenOnThisPage();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-dropdown-link]') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // The panel renders on the next frame; focus its first link then.
      requestAnimationFrame(() => focusLink(0));
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
  };

  // Only a focus move to somewhere else on the page closes it. A null target (a click on a
  // non-focusable area, or Safari not focusing links on click) is left to the outside-click
  // handler, so a click on a link inside still lands.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  };

  const onLinkKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusLink(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusLink(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusLink(0);
        break;
      case 'End':
        event.preventDefault();
        focusLink(-1);
        break;
      case 'Escape':
        setOpen(false);
        buttonRef.current?.focus();
        break;
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
        onBlur={onBlur}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
          onDark ? 'text-white hover:bg-white/10' : 'text-ink-900 hover:bg-slate-100'
        }`}
      >
        {group.label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 mt-3 w-[34rem] -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-3 text-left shadow-raised"
      >
        <ul className="grid grid-cols-2 gap-1">
          {group.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                data-dropdown-link
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
            data-dropdown-link
            onKeyDown={onLinkKeyDown}
            onBlur={onBlur}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 hover:text-teal-900"
          >
            {group.allLabel}
            <ArrowRightIcon />
          </Link>
        </div>
      </div>
    </div>
  );
}
