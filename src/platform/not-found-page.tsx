import { Link } from './components/link';
import { href } from '../config/paths';
import { buttonStyles } from '../styles/class-names';
import { PageHero } from './components/page-hero';
import { PageHead } from './components/page-head';
import notFound from '../content/pages/not-found';

export default function NotFoundPage() {
  const { hero, linksLabel, links } = notFound;
  return (
    <>
      <PageHead page={notFound} noindex />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead}>
        <Link to={href('/')} className={buttonStyles.accent.regular}>
          {hero.homeLink}
        </Link>
      </PageHero>
      <section aria-label={linksLabel} className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
        <ul className="grid gap-4 sm:grid-cols-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block h-full rounded-2xl border border-slate-200 p-6 shadow-card hover:border-teal-600"
              >
                <span className="font-semibold text-ink-900">{link.label}</span>
                <span className="mt-2 block text-sm text-slate-600">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
