import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { consultationLink, navGroups, navLinks } from '../app/navigation';
import { href } from '../app/paths';
import { site, timings } from '../config/site';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { buttonStyles } from './button-styles';
import { CloseIcon, MenuIcon } from './icons';
import { Logo } from './logo';
import { NavDropdown } from './nav-dropdown';

export const mobileMenuId = 'mobile-menu';

// The mobile menu's code loads when a visitor first reaches for the toggle (hover, touch or
// focus), so it is there by the time the click lands, and never for visitors who do not.
const loadMobileMenu = () => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then(({ MobileMenu }) => ({ default: MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu();

interface NavbarProps {
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

/**
 * The fixed top bar. Transparent over each page's dark hero; solid (light, dark text) once the
 * page is scrolled more than the threshold in config, or while the mobile menu is open.
 */
export function Navbar({ menuOpen, onMenuOpenChange }: NavbarProps) {
  const scrolled = useScrolledPast(timings.navbarScrollThresholdPx);
  const solid = scrolled || menuOpen;

  return (
    <>
      <header
        data-solid={solid}
        className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
          solid
            ? 'bg-white/95 text-ink-900 shadow-[0_1px_0_rgb(11_31_58/0.08)] backdrop-blur'
            : 'on-dark bg-transparent text-white'
        }`}
      >
        <nav aria-label="Main" className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
          <Link to={href('home')} className="rounded-md" aria-label={`${site.name}, home`}>
            <Logo />
          </Link>

          <div className="hidden items-center gap-1 lg:flex">
            {navGroups.map((group) => (
              <NavDropdown key={group.label} group={group} onDark={!solid} />
            ))}
            {navLinks.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className={`rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                  solid ? 'text-ink-900 hover:bg-slate-100' : 'text-white hover:bg-white/10'
                }`}
              >
                {link.label}
              </Link>
            ))}
          </div>

          <div className="flex items-center gap-2">
            {/* Below `sm` the mobile menu carries the call to action. */}
            <span className="hidden sm:block">
              <Link to={consultationLink.to} className={solid ? buttonStyles.primary : buttonStyles.accent}>
                {consultationLink.label}
              </Link>
            </span>
            <button
              type="button"
              className={`-mr-2 rounded-md p-2 lg:hidden ${solid ? 'hover:bg-slate-100' : 'hover:bg-white/10'}`}
              aria-expanded={menuOpen}
              aria-controls={mobileMenuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => onMenuOpenChange(!menuOpen)}
              onPointerEnter={preloadMobileMenu}
              onPointerDown={preloadMobileMenu}
              onFocus={preloadMobileMenu}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </nav>
      </header>
      {/* Outside the header, whose backdrop filter would trap a fixed panel inside its own box;
        still straight after the toggle in tab order. */}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={mobileMenuId} onClose={() => onMenuOpenChange(false)} />
        </Suspense>
      )}
    </>
  );
}
