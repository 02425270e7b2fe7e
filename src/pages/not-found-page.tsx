import { Link } from 'react-router-dom';
import { href } from '../config/paths';
import { buttonStyles } from '../components/button-styles';
import { PageHero } from '../components/page-hero';
import { PageHead } from '../components/page-head';
import { pageMeta } from '../content/page-meta';

const helpfulLinks = [
  { label: 'Our services', to: href('services'), text: 'Accounting, audit, tax and regulatory reporting.' },
  { label: 'Sectors we work with', to: href('sectors'), text: 'From payments firms to charities.' },
  { label: 'Contact us', to: href('contact'), text: 'Call, email or send an enquiry.' },
];

export function NotFoundPage() {
  return (
    <>
      <PageHead {...pageMeta.notFound} noindex />
      <PageHero
        eyebrow="Error 404"
        title="We can’t find that page"
        lead="The link may be out of date, or the address may have a typo. These pages may help."
      >
        <Link to={href('home')} className={buttonStyles.accent}>
          Go to the home page
        </Link>
      </PageHero>
      <section aria-label="Helpful links" className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
        <ul className="grid gap-4 sm:grid-cols-3">
          {helpfulLinks.map((link) => (
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
