import { Link } from './link';
import { consultation } from '../../content/consultation';
import { consultationLink } from '../../content/navigation';
import type { ConsultationCopy } from '../../content/types';
import { site } from '../../config/site';
import { buttonStyles } from '../../styles/class-names';
import { PhoneIcon } from './icons';
import { PhoneLink } from './phone-link';

/** The free-consultation call to action that closes most pages; a page about one topic books that topic (`link`). */
export function ConsultationCta({
  heading = consultation.heading,
  text = consultation.text,
  link = consultationLink,
}: Partial<ConsultationCopy> & { link?: { to: string; label: string } }) {
  return (
    <section aria-labelledby="consultation-heading" className="bg-white px-5 pb-16 sm:px-8 sm:pb-24">
      <div className="on-dark relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgb(45_212_191/0.18),transparent_60%)]"
        />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="consultation-heading" className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
              {heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-200">{text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
            <Link to={link.to} className={buttonStyles.accent.large}>
              {link.label}
            </Link>
            <PhoneLink className={buttonStyles.ghostOnDark.large}>
              <PhoneIcon />
              {site.phone.display}
            </PhoneLink>
          </div>
        </div>
      </div>
    </section>
  );
}
