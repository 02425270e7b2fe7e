import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { consultationLink, navGroups, navLinks } from '../app/navigation';
import { site } from '../config/site';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { buttonStyles } from './button-styles';
import { PhoneIcon } from './icons';

/** Matches Tailwind's `lg` breakpoint, where the desktop navigation takes over. */
const desktopQuery = '(min-width: 64rem)';

interface MobileMenuProps {
  id: string;
  onClose: () => void;
}

/**
 * The menu below the desktop breakpoint, rendered while it is open. It sits straight after its
 * toggle in the document, so Tab moves from the toggle into it; the page behind is made inert
 * (by the layout) and unscrollable.
 */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  useBodyScrollLock(true);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      document.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`)?.focus();
    };
    const desktop = window.matchMedia(desktopQuery);
    const onResize = () => desktop.matches && onClose();
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
    };
  }, [id, onClose]);

  return (
    <div
      id={id}
      className="fixed inset-x-0 top-18 bottom-0 z-40 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white text-ink-900 lg:hidden"
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
          <Link to={consultationLink.to} className={`${buttonStyles.primary} py-3 text-base`}>
            {consultationLink.label}
          </Link>
          <a href={`tel:${site.phone.e164}`} className={`${buttonStyles.secondary} py-3 text-base`}>
            <PhoneIcon />
            Call {site.phone.display}
          </a>
        </div>
      </div>
    </div>
  );
}
