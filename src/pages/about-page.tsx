/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { BulletList } from '../platform/components/bullet-list';
import { ConsultationCta } from '../platform/components/consultation-cta';
import { PageHero } from '../platform/components/page-hero';
import { PageHead } from '../platform/components/page-head';
import { Section } from '../platform/components/section';
import { site } from '../config/site';
import { Sources } from '../platform/components/sources';
import { RegulatoryStatus } from '../platform/components/regulatory-status';
import { LastReviewed } from '../platform/components/last-reviewed';
import { locationMap, portraits } from '../content/page-pictures';
import about from '../content/pages/about';
import { IllustrationImage } from '../platform/components/illustration-image';

export default function AboutPage() {
  const { address } = site;
  const { hero, values, team, location, regulatory } = about;
  return (
    <>
      <PageHead page={about} breadcrumbs />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />

      <Section id="values" eyebrow={values.eyebrow} title={values.heading}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value, index) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
              <span aria-hidden="true" className="text-sm font-semibold text-teal-700 tabular-nums">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="team" tone="mist" eyebrow={team.eyebrow} title={team.heading} intro={team.intro}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {team.members.map((member) => (
            <li
              key={member.name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
            >
              <img
                src={portraits[member.portrait]}
                width={400}
                height={400}
                alt={member.portraitAlt}
                loading="lazy"
                className="size-28 rounded-full"
              />
              <h3 className="mt-5 text-xl font-semibold">
                {member.name}
                {/* A comma, so the heading reads "Eleanor Hartley, FCA (ICAEW)"; shown as a line of its own. */}
                <span className="sr-only">, </span>
                <span className="block text-base font-medium text-slate-600">{member.qualifications}</span>
              </h3>
              <p className="mt-1 font-medium text-teal-800">{member.role}</p>
              <p className="mt-4 leading-7 text-slate-600">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="location" eyebrow={location.eyebrow} title={location.heading}>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
          <div className="space-y-6 text-slate-700">
            <address className="text-lg leading-8 not-italic">
              {site.legal.registeredName}
              <br />
              {address.line1}
              <br />
              {address.locality}, {address.city}
              <br />
              {address.postcode}
            </address>
            <div>
              <h3 className="font-semibold">{location.stationsHeading}</h3>
              <BulletList items={location.stations} className="mt-3 space-y-2" />
            </div>
            <p className="leading-7">{location.visits}</p>
          </div>
          <IllustrationImage
            image={locationMap}
            alt={location.mapAlt}
            className="h-auto w-full rounded-3xl border border-slate-200"
          />
        </div>
      </Section>

      <Section
        id="regulatory-status"
        tone="mist"
        eyebrow={regulatory.eyebrow}
        title={regulatory.heading}
        intro={regulatory.intro}
      >
        <RegulatoryStatus copy={regulatory} />
      </Section>

      <Sources sources={about.sources} />
      <LastReviewed {...about} />
      <ConsultationCta />
    </>
  );
}
