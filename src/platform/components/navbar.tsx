import type { ReactNode } from 'react';
import { Link } from './link';
import { consultationLink, navGroups, navLinks } from '../../content/navigation';
import { href } from '../../config/paths';
import { elementIds, timings } from '../../config/site';
import { useAppStarted } from '../hooks/use-app-started';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { buttonStyles } from '../../styles/class-names';
import { MenuIcon } from './icons';
import { Logo } from './logo';
import { menuLabel, MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { frame } from '../../content/frame';

export const mobileMenuId = elementIds.mobileMenu;

interface NavbarProps {
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

/**
 * The fixed top bar. Transparent over each page's dark hero; solid (light, dark text) once the
 * page is scrolled more than the threshold in config, or while the mobile menu is open. The
 * stylesheet does both before the app starts (`.site-header` in main.css); `data-solid` does it
 * where the browser has no scroll-driven animations.
 */
export function Navbar({ menuOpen, onMenuOpenChange }: NavbarProps) {
  return (
    <Bar menuOpen={menuOpen}>
      <nav
        aria-label={frame.mainNavigation}
        className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-6 px-5 sm:px-8"
      >
        <Link to={href('/')} className="rounded-md" aria-label={frame.homeLink}>
          <Logo />
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          {navGroups.map((group) => (
            <NavDropdown key={group.label} group={group} />
          ))}
          {navLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="rounded-md px-3 py-2 text-sm font-medium text-(--nav-fg) transition-colors hover:bg-(--nav-hover)"
            >
              {link.label}
            </Link>
          ))}
        </div>

        <div className="flex items-center gap-2">
          {/* Below `sm` the mobile menu carries the call to action. */}
          <span className="hidden sm:block">
            <Link to={consultationLink.to} className={buttonStyles.onBar.regular}>
              {consultationLink.label}
            </Link>
          </span>
          {/* Opens the menu as a modal dialog, or as a popover where invoker commands are missing;
              the browser exposes which (no aria-expanded: the prerendered value would be stale). */}
          <button
            type="button"
            commandfor={mobileMenuId}
            command="show-modal"
            popoverTarget={mobileMenuId}
            className="-mr-2 rounded-md p-2 hover:bg-(--nav-hover) lg:hidden"
            aria-controls={mobileMenuId}
            aria-label={menuLabel}
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
        {/* In the navigation landmark, with the links it holds on wide screens. */}
        <MobileMenu id={mobileMenuId} open={menuOpen} onClose={() => onMenuOpenChange(false)} />
      </nav>
    </Bar>
  );
}

/**
 * The bar's own element, apart from what it holds: when it turns solid, or once the app has
 * hydrated (a change React renders at once, in one task), only this element renders again; the
 * links inside are the same elements as before, which React skips.
 */
function Bar({ menuOpen, children }: { menuOpen: boolean; children: ReactNode }) {
  const solid = useScrolledPast(timings.navbarScrollThresholdPx) || menuOpen;
  const hydrated = useAppStarted();
  return (
    <header
      // Absent in the prerendered HTML, so a browser without scroll-driven animations shows the
      // bar solid until the app can say when it may be transparent (main.css).
      data-solid={hydrated ? solid : undefined}
      className="site-header fixed inset-x-0 short:absolute top-0 z-40 bg-(--nav-bg) text-(--nav-fg) shadow-(--nav-shadow) backdrop-blur-(--nav-blur) transition-[background-color,box-shadow] duration-200"
    >
      {children}
    </header>
  );
}
