import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { href } from '../app/paths';
import { buttonStyles } from '../components/button-styles';
import { PageHero } from '../components/page-hero';
import { PageHead } from '../components/page-head';
import { site } from '../config/site';
import { NotFoundPage } from './not-found-page';
import { pageMeta } from '../content/page-meta';

/**
 * Replaces the router's default "Unexpected Application Error" screen. Rendered inside the layout,
 * so the navigation stays and the visitor has a way on.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <>
      <PageHead {...pageMeta.error} noindex />
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
