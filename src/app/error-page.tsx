import { Link } from '../platform/components/link';
import { href } from '../config/paths';
import { buttonStyles } from '../styles/class-names';
import { PageHero } from '../platform/components/page-hero';
import { frame } from '../content/frame';

/**
 * Shown in place of a page that failed, inside the layout, so the navigation stays. It is never
 * prerendered, so it leaves the head alone: kept small, it ships with every page.
 */
export function ErrorPage() {
  return (
    <>
      <PageHero eyebrow={frame.errorPage.eyebrow} title={frame.errorPage.title} lead={frame.errorPage.lead}>
        <button type="button" className={buttonStyles.accent.regular} onClick={() => window.location.reload()}>
          {frame.errorPage.retry}
        </button>
        <Link to={href('/')} className={buttonStyles.ghostOnDark.regular}>
          {frame.errorPage.home}
        </Link>
      </PageHero>
    </>
  );
}
