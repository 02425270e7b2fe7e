import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { consultationLink, navGroups, navLinks } from '../content/navigation';
import { site } from '../config/site';
import { buttonStyles } from '../styles/class-names';
import { PhoneIcon } from './icons';
import { PhoneLink } from './phone-link';
import { frame } from '../content/frame';

/** Matches Tailwind's `lg` breakpoint, where the desktop navigation takes over. */
const desktopQuery = '(min-width: 64rem)';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The menu below the desktop breakpoint: a native popover in the page from the first paint, so
 * its toggle, Escape (focus back to the toggle) and a tap outside work before the app starts.
 * The stylesheet stops the page behind from scrolling while it is open; the app also makes the
 * page inert (see the layout) and closes the menu on navigation and at the desktop width.
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
    <div
      id={id}
      popover="auto"
      className="inset-x-0 top-18 bottom-0 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto overscroll-contain border-0 border-t border-slate-200 bg-white p-0 text-ink-900 lg:hidden"
    >
      <div className="mx-auto max-w-7xl px-5 pt-4 pb-10 sm:px-8">
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
      </div>
    </div>
  );
}
