import type { ReactNode } from 'react';
import { Link } from './link';
import { footerLegalLinks, footerQuickLinks, footerServiceLinks, type NavLink } from '../../content/navigation';
import { href } from '../../config/paths';
import { auditRegistrationText, indemnityInsuranceText, site } from '../../config/site';
import { Logo } from './logo';
import { PhoneLink } from './phone-link';
import { frame } from '../../content/frame';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-[0.14em] text-slate-300 uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-block py-1 text-sm text-slate-300 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site's footer; `children` (the floating chat link) end it, inside its landmark. */
export function Footer({ children }: { children?: ReactNode }) {
  const { address, legal } = site;
  // Non-breaking spaces keep "London E14 0ZZ" together when the line wraps.
  const cityLine = `${address.locality}, ${address.city}\u00a0${address.postcode.replace(' ', '\u00a0')}`;

  return (
    // The chat link hides while the footer is under it, so it never covers these links.
    <footer data-avoid-chat className="on-dark bg-ink-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-5 pt-16 pb-10 sm:px-8">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="max-w-sm">
            <Link to={href('/')} className="inline-block rounded-md text-white" aria-label={frame.homeLink}>
              <Logo />
            </Link>
            <p className="mt-5 text-sm leading-6">{site.tagline}.</p>
            <address className="mt-6 space-y-1.5 text-sm leading-6 not-italic">
              <span className="block">{address.line1}</span>
              <span className="block">{cityLine}</span>
              <PhoneLink className="block text-white hover:underline">{site.phone.display}</PhoneLink>
              <a href={`mailto:${site.email}`} className="block text-white hover:underline">
                {site.email}
              </a>
              <span className="block">{site.hours.shown}</span>
            </address>
          </div>
          <LinkColumn title={frame.footer.quickLinks} links={footerQuickLinks} />
          <LinkColumn title={frame.footer.services} links={footerServiceLinks} />
          <LinkColumn title={frame.footer.legal} links={footerLegalLinks} />
        </div>

        <div className="mt-14 space-y-3 border-t border-white/10 pt-8 text-xs leading-5 text-slate-400">
          {/* The year may have turned since the page was prerendered; the visitor's clock wins. */}
          <p suppressHydrationWarning>{frame.footer.registration(new Date().getFullYear())}</p>
          <p>
            {legal.professionalBody.membership} {auditRegistrationText}
          </p>
          <p>{indemnityInsuranceText}</p>
          <p>{legal.notAdvice}</p>
          {site.demoNotice && (
            <p className="font-semibold text-white" data-demo-notice>
              {site.demoNotice}
            </p>
          )}
        </div>
      </div>
      {children}
    </footer>
  );
}
