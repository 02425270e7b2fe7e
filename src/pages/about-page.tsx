import { BulletList } from '../components/bullet-list';
import { ConsultationCta } from '../components/consultation-cta';
import { PageHero } from '../components/page-hero';
import { PageHead } from '../components/page-head';
import { Section } from '../components/section';
import { site } from '../config/site';
import { locationMap, portraits } from '../content/illustrations';
import { team } from '../content/team';
import { values } from '../content/values';
import { pageMeta } from '../content/page-meta';
import { breadcrumbTrail } from '../content/breadcrumbs';
import { href } from '../config/paths';
import { IllustrationImage } from '../components/illustration-image';

export function AboutPage() {
  const { address } = site;
  return (
    <>
      <PageHead {...pageMeta.about} breadcrumbs={breadcrumbTrail(href('about'))} />
      <PageHero
        eyebrow="About us"
        title="Chartered accountants in Canary Wharf"
        lead={`${site.name} looks after payment and e-money institutions, crypto firms, growing companies and private clients from an office in the heart of London’s financial district.`}
      />

      <Section id="values" eyebrow="Our values" title="How we work">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value, index) => (
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

      <Section
        id="team"
        tone="mist"
        eyebrow="Our team"
        title="The directors you will work with"
        intro="Every client has a named director from the first conversation to the final filing."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {team.map((member) => (
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
                {member.name} <span className="text-base font-medium text-slate-600">{member.qualifications}</span>
              </h3>
              <p className="mt-1 font-medium text-teal-800">{member.role}</p>
              <p className="mt-4 leading-7 text-slate-600">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="location" eyebrow="Location" title="Find us">
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
              <h3 className="font-semibold">Nearest stations</h3>
              <BulletList items={site.nearestStations} className="mt-3 space-y-2" />
            </div>
            <p className="leading-7">
              Visits are by appointment, {site.hours.summary}. {site.hours.weekend}.
            </p>
          </div>
          <IllustrationImage
            image={locationMap}
            alt={locationMap.alt}
            className="h-auto w-full rounded-3xl border border-slate-200"
          />
        </div>
      </Section>

      <ConsultationCta />
    </>
  );
}
