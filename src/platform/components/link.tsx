import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Keep the scroll position after the navigation (a switch between views of one page). */
  preventScrollReset?: boolean;
};

/**
 * A link to a page of the site, followed by the router. React Router's own <Link> also carries
 * prefetching, view transitions, masks and route discovery for its framework mode, none of which
 * the site uses, and they cost every page about 2 KB (gzip) of first-load JavaScript. This is its
 * declarative core: a real href, and a plain left click (no modifier key, no other target)
 * navigates in the app.
 */
export function Link({ to, onClick, target, preventScrollReset, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target, preventScrollReset });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
