/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { textLinkStyles } from '../platform/components/text-link-styles';
import { Link } from '../platform/components/link';
import { consultationLink } from '../content/navigation';
import { href } from '../config/paths';
import { buttonStyles } from '../styles/class-names';
import { ConsultationCta } from '../platform/components/consultation-cta';
import { ArrowRightIcon } from '../platform/components/icons';
import { preload } from 'react-dom';
import { heroAsideMedia, PageHero } from '../platform/components/page-hero';
import { PageHead } from '../platform/components/page-head';
import { Section } from '../platform/components/section';
import home from '../content/pages/home';
import { illustrations } from '../content/illustrations';
import { heroIllustration } from '../content/page-pictures';
import { Sources } from '../platform/components/sources';
import { sectorStyleLabels } from '../content/sector-style-labels';
import { LastReviewed } from '../platform/components/last-reviewed';
import { IllustrationImage } from '../platform/components/illustration-image';
import { firmClosures } from '../content/indexes/generated/firm-closures';

export default function HomePage() {
  // On wide screens the hero picture is the largest thing in the first screen, and lazy (it is
  // not shown on phones): fetched from the page's head with the stylesheet, rather than once the
  // layout has found it; phones fetch nothing. React writes the link into the prerendered head.
  preload(heroIllustration.src, { as: 'image', media: heroAsideMedia, fetchPriority: 'high' });
  const { hero, about, services, audiences, technology, consultation } = home;

  return (
    <>
      <PageHead page={home} describesFirm={firmClosures} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        lead={hero.lead}
        aside={<IllustrationImage image={heroIllustration} className="ml-auto h-auto w-full max-w-lg" />}
      >
        <Link to={consultationLink.to} className={buttonStyles.accent.large}>
          {consultationLink.label}
        </Link>
        <Link to={href('/services')} className={buttonStyles.ghostOnDark.large}>
          {hero.servicesLink}
        </Link>
      </PageHero>

      <Section id="about" eyebrow={about.eyebrow} title={about.heading}>
        <div className="grid gap-12 lg:grid-cols-[1.1fr_1fr]">
          <div className="space-y-5 text-lg leading-8 text-slate-700">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            <Link
              to={href('/about')}
              className="inline-flex items-center gap-1.5 text-base font-semibold text-teal-700 hover:text-teal-900"
            >
              {about.teamLink}
              <ArrowRightIcon />
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {about.points.map((point) => (
              <li key={point.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
                <h3 className="font-semibold">{point.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{point.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="services" tone="mist" eyebrow={services.eyebrow} title={services.heading} intro={services.intro}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {services.cards.map((card) => (
            <li key={card.id}>
              {/* The whole card is the link: named by its title and its visible "Find out more" (for voice
                control), described by its text. */}
              <Link
                to={href('/services/:serviceType', { serviceType: card.id })}
                aria-labelledby={`${card.id}-card-title ${card.id}-card-more`}
                aria-describedby={`${card.id}-card-text`}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-raised"
              >
                <IllustrationImage image={illustrations[card.id]} className="h-auto w-full bg-slate-100" />
                <span className="flex flex-1 flex-col p-6">
                  <span id={`${card.id}-card-title`} className="text-xl font-semibold text-ink-900">
                    {card.title}
                  </span>
                  <span id={`${card.id}-card-text`} className="mt-3 flex-1 leading-7 text-slate-600">
                    {card.description}
                  </span>
                  <span
                    id={`${card.id}-card-more`}
                    className="mt-5 inline-flex items-center gap-1.5 font-semibold text-teal-700 group-hover:text-teal-900"
                  >
                    {services.cardLink}
                    <ArrowRightIcon />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <Link to={href('/services')} className={buttonStyles.primary.regular}>
            {services.allLink}
          </Link>
        </p>
        <p className="mt-4">
          <Link to={href('/independence')} className={textLinkStyles}>
            {sectorStyleLabels.independence}
          </Link>
        </p>
      </Section>

      <Section id="audiences" eyebrow={audiences.eyebrow} title={audiences.heading} intro={audiences.intro}>
        <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {audiences.items.map((item) => (
            <li key={item.title} className="border-t-2 border-teal-600 pt-5">
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="technology"
        tone="mist"
        eyebrow={technology.eyebrow}
        title={technology.heading}
        intro={technology.intro}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {technology.tools.map((tool) => (
            <li key={tool.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold">{tool.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{tool.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Sources sources={home.sources} />
      <LastReviewed {...home} />
      <ConsultationCta {...consultation} />
    </>
  );
}
