import { Link } from '../components/link';
import { href } from '../config/paths';
import { buttonStyles } from '../components/button-styles';
import { PageHero } from '../components/page-hero';
import { site } from '../config/site';

/**
 * Shown in place of a page that failed, inside the layout, so the navigation stays. It is never
 * prerendered, so it leaves the head alone: kept small, it ships with every page.
 */
export function ErrorPage() {
  return (
    <>
      <PageHero
        eyebrow="Something went wrong"
        title="Sorry, this page could not be shown"
        lead={`Please try again in a moment. If it keeps happening, call us on ${site.phone.display} or email ${site.email} and we will help.`}
      >
        <button type="button" className={buttonStyles.accent} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to={href('home')} className={buttonStyles.ghostOnDark}>
          Go to the home page
        </Link>
      </PageHero>
    </>
  );
}
