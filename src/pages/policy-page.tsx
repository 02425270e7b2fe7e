import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { href, withoutTrailingSlash } from '../config/paths';
import { PageHead } from '../platform/components/page-head';
import { PageHero } from '../platform/components/page-hero';
import { memoLoader } from '../content/lazy';
import type { PolicyContent } from '../content/types';
import { formatDate } from '../platform/components/format-date';
import { Sources } from '../platform/components/sources';
import { LastReviewed } from '../platform/components/last-reviewed';

/** Each policy is its own chunk: a visitor reading one loads only that one. */
const loadPolicy = memoLoader(async (path: string): Promise<PolicyContent> => {
  switch (path) {
    case href('/privacy-policy'):
      return (await import(/* webpackChunkName: "policy-privacy-policy" */ '../app/indexes/generated/privacy-policy'))
        .privacyPolicy;
    case href('/terms-of-service'):
      return (await import(/* webpackChunkName: "policy-terms-of-service" */ '../content/pages/terms-of-service'))
        .default;
    case href('/cookie-policy'):
      return (await import(/* webpackChunkName: "policy-cookie-policy" */ '../app/indexes/generated/cookie-policy'))
        .cookiePolicy;
    case href('/accessibility'):
      return (await import(/* webpackChunkName: "policy-accessibility" */ '../content/pages/accessibility')).default;
    case href('/complaints'):
      return (await import(/* webpackChunkName: "policy-complaints" */ '../content/pages/complaints')).default;
    default:
      throw new Error(`No policy document at ${path}.`);
  }
});

/** A legal page: privacy, terms, cookies, complaints or the accessibility statement. */
export default function PolicyPage() {
  const document = use(loadPolicy(withoutTrailingSlash(useLocation().pathname)));
  return (
    <>
      <PageHead page={document} breadcrumbs />
      <PageHero eyebrow="Legal" title={document.title} lead={`Last updated ${formatDate(document.lastUpdated)}`} />
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
        <div className="space-y-5 text-lg leading-8 text-slate-700">
          {document.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-12">
            <h2 className="text-2xl font-semibold tracking-tight">{section.heading}</h2>
            <div className="mt-4 space-y-4 leading-7 text-slate-700">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.list && (
                <ul className="list-disc space-y-2 pl-6 marker:text-teal-700">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
        <Sources sources={document.sources} inColumn />
        <LastReviewed {...document} inColumn />
      </div>
    </>
  );
}
