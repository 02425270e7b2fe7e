import { frame } from '../../content/frame';
import { Link } from './link';

export interface Crumb {
  label: string;
  to: string;
}

/** Where the page sits: a trail of links ending in the current page (not a link). */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label={frame.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-300">
        {trail.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-2">
            <Link to={crumb.to} className="rounded hover:text-white hover:underline">
              {crumb.label}
            </Link>
            <span aria-hidden="true" className="text-slate-500">
              /
            </span>
          </li>
        ))}
        <li aria-current="page" className="text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}
