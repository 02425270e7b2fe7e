/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { useEffect } from 'react';
import { Link } from './link';
import { consultationLink, navGroups, navLinks } from '../../content/navigation';
import { href } from '../../config/paths';
import { site } from '../../config/site';
import { frame } from '../../content/frame';
import { buttonStyles } from '../../styles/class-names';
import { CloseIcon, PhoneIcon } from './icons';
import { Logo } from './logo';
import { PhoneLink } from './phone-link';

/** Matches Tailwind's `lg` breakpoint, where the desktop navigation takes over. */
const desktopQuery = '(min-width: 64rem)';

/** The menu's name, and its toggle's (src/content/frame.ts). */
export const menuLabel = frame.menu.label;

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The menu below the desktop breakpoint: a `<dialog>` in the page from the first paint, which its
 * toggle opens as a modal (an invoker command), so the page behind is inert and focus stays in the
 * menu before the app starts; Escape and its close button close it and focus goes back to the
 * toggle. Where the browser has no invoker commands the same element opens as a popover (both
 * buttons also carry `popovertarget`), and the app makes the page behind inert (see the layout).
 * The stylesheet stops the page behind from scrolling while it is open; the app also closes the
 * menu on navigation and at the desktop width.
 */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(desktopQuery);
    const onResize = () => desktop.matches && onClose();
    desktop.addEventListener('change', onResize);
    return () => desktop.removeEventListener('change', onResize);
  }, [open, onClose]);

  return (
    <dialog
      id={id}
      popover="auto"
      aria-label={menuLabel}
      className="inset-0 m-0 h-full max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-white p-0 text-ink-900 lg:hidden"
    >
      <div className="sticky top-0 z-10 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
          <Link to={href('/')} className="rounded-md" aria-label={frame.homeLink}>
            <Logo />
          </Link>
          <button
            type="button"
            commandfor={id}
            command="close"
            popoverTarget={id}
            popoverTargetAction="hide"
            className="-mr-2 rounded-md p-2 hover:bg-slate-100"
            aria-label={frame.menu.close}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
      </div>
      {/* A navigation landmark of its own: a modal dialog hides the bar's, which it sits in. */}
      <nav aria-label={menuLabel} className="mx-auto max-w-7xl px-5 pt-4 pb-10 sm:px-8">
        {navGroups.map((group) => (
          <section
            key={group.label}
            aria-labelledby={`${id}-${group.label}`}
            className="border-b border-slate-100 py-4"
          >
            <h2
              id={`${id}-${group.label}`}
              className="px-2 text-xs font-semibold tracking-[0.12em] text-slate-600 uppercase"
            >
              {group.label}
            </h2>
            <ul className="mt-2 grid grid-cols-1 gap-0.5 sm:grid-cols-2">
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="block rounded-lg px-2 py-2.5 text-[0.9375rem] font-medium hover:bg-slate-50"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to={group.to}
                  className="block rounded-lg px-2 py-2.5 text-[0.9375rem] font-semibold text-teal-700 hover:bg-slate-50"
                >
                  {group.allLabel}
                </Link>
              </li>
            </ul>
          </section>
        ))}
        <ul className="py-3">
          {navLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block rounded-lg px-2 py-3 text-base font-semibold hover:bg-slate-50">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex flex-col gap-3">
          <Link to={consultationLink.to} className={buttonStyles.primary.large}>
            {consultationLink.label}
          </Link>
          <PhoneLink className={buttonStyles.secondary.large}>
            <PhoneIcon />
            {frame.call} {site.phone.display}
          </PhoneLink>
        </div>
      </nav>
    </dialog>
  );
}
