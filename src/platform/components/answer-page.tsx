import type { ReactNode } from 'react';
import { Link } from './link';
import { buttonStyles } from '../../styles/class-names';
import { ContactLinkList } from './contact-links';
import { PageHero } from './page-hero';
import { NumberedSteps } from './numbered-steps';
import { frame } from '../../content/frame';
import { formWords } from '../../content/form-words';
import type { Hero } from '../../content/types';

/*
 * The two pages every form's plain HTML post lands on, whatever the form (an enquiry, a booking):
 * "sent" once the service has stored it, and "not sent" with why. Each is its content, what the
 * page's <main> holds: the page renders it with what it says on its own (and its head), and the
 * service renders it again with what only it knows (the booking, the reason, the form filled in)
 * and puts it into the prerendered page's <main> (server/platform/forms/pages.ts,
 * renderAnswerPage). So these components, and all they import, also run in Node: no CSS, no
 * assets, no browser-only code; the app does not start under /api/.
 */

/** A link in the hero: the first is the page's main action. */
export interface HeroLink {
  to: string;
  label: string;
}

function AnswerHero({ hero, links }: { hero: Hero; links: HeroLink[] }) {
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead}>
      {links.map((link, index) => {
        const className = index === 0 ? buttonStyles.accent.regular : buttonStyles.ghostOnDark.regular;
        // A place on this page (the form filled in again) is a plain fragment link.
        return link.to.startsWith('#') ? (
          <a key={link.to} href={link.to} className={className}>
            {link.label}
          </a>
        ) : (
          <Link key={link.to} to={link.to} className={className}>
            {link.label}
          </Link>
        );
      })}
    </PageHero>
  );
}

/** `data-<name>`: what tests and the box's styles find the service's part of a page by. */
const marked = (name: string) => ({ [`data-${name}`]: '' });

export interface SentContentProps {
  page: { nextSteps: { heading: string; steps: readonly string[] }; urgent: string };
  hero: Hero;
  links: HeroLink[];
  /** What only the service knows (the booking), in a box marked `data-<marker>` above the next steps. */
  filled?: { marker: string; content: ReactNode };
}

/** "Sent": the next steps, and the firm's phone and email for anything urgent. */
export function SentContent({ page, hero, links, filled }: SentContentProps) {
  const { nextSteps, urgent } = page;
  return (
    <>
      <AnswerHero hero={hero} links={links} />
      <section aria-labelledby="next-steps-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
          <div>
            {filled && (
              <div
                {...marked(filled.marker)}
                className="mb-12 rounded-2xl border-2 border-teal-700 bg-teal-50 p-6 leading-7 text-ink-900 [&_a]:font-semibold [&_a]:text-teal-800 [&_a]:underline [&_p+p]:mt-2 [&_p:first-child]:text-lg [&_p:first-child]:font-semibold"
              >
                {filled.content}
              </div>
            )}
            <h2 id="next-steps-heading" className="text-2xl font-semibold tracking-tight">
              {nextSteps.heading}
            </h2>
            <NumberedSteps steps={nextSteps.steps} />
          </div>
          <aside
            aria-label={frame.contactDetails}
            className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-card"
          >
            <p className="leading-7 text-slate-700">{urgent}</p>
            <ContactLinkList className="mt-5 space-y-3" />
          </aside>
        </div>
      </section>
    </>
  );
}

export interface NotSentContentProps {
  page: { reasonLabel: string; otherWays: string };
  hero: Hero;
  /** Back to the form. */
  links: HeroLink[];
  /** Why, in an alert marked `data-<marker>`. */
  reason: { marker: string; content: ReactNode };
  /**
   * The form again, filled in with what was sent (FormAgain), so that nothing is typed twice; or,
   * seen on its own or where nothing was sent, a way back to the form. Its id is where the hero's
   * way back leads.
   */
  again: { id: string; content: ReactNode };
}

/** The id of a refused post's error summary's heading, which names it. */
const errorSummaryHeadingId = 'error-summary-heading';

/**
 * A refused post's error summary (GOV.UK's): "There is a problem", why, and each field refused,
 * linked to it in the form again (RefusedFields). The service's answer page focuses it as it loads
 * (server/platform/forms/pages.ts), so a screen reader starts at what to put right and the page
 * scrolls to it; it is not a live region as well, which would say it twice.
 * Every form's answer page shows its refusal here: the enquiry, the booking, the alerts.
 */
export function AnswerErrorSummary({ marker, children }: { marker: string; children: ReactNode }) {
  return (
    <div
      {...marked(marker)}
      data-error-summary=""
      role="group"
      aria-labelledby={errorSummaryHeadingId}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border-2 border-red-700 bg-white p-6 leading-7 text-ink-900 [&_a]:underline [&_button]:mt-2 [&_button]:min-h-11 [&_button]:rounded-full [&_button]:bg-ink-900 [&_button]:px-5 [&_button]:py-2.5 [&_button]:text-left [&_button]:text-sm [&_button]:font-semibold [&_button]:text-white [&_button:hover]:bg-ink-700 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h2:first-child]:mt-0 [&_li]:mt-2 [&_li_a]:text-red-800 [&_p]:mt-2 [&_ul]:mt-3 [&_ul:not([data-nearest-slots])]:list-disc [&_ul:not([data-nearest-slots])]:pl-5"
    >
      <h2 id={errorSummaryHeadingId}>{formWords.errorSummaryHeading}</h2>
      {children}
    </div>
  );
}

/** "Not sent": why (the error summary), the form again, and the other ways to reach the firm. */
export function NotSentContent({ page, hero, links, reason, again }: NotSentContentProps) {
  return (
    <>
      <AnswerHero hero={hero} links={links} />
      <section aria-label={page.reasonLabel} className="bg-white">
        <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
          <AnswerErrorSummary marker={reason.marker}>{reason.content}</AnswerErrorSummary>
          <div
            id={again.id}
            className="mt-12 scroll-mt-24 rounded-3xl border border-slate-200 bg-slate-50 p-5 shadow-card sm:p-10 [&_p_a]:font-semibold [&_p_a]:text-teal-800 [&_p_a]:underline"
          >
            {again.content}
          </div>
          <p className="mt-8 leading-7 text-slate-700">{page.otherWays}</p>
          <ContactLinkList className="mt-4 flex flex-wrap gap-x-8 gap-y-3" />
        </div>
      </section>
    </>
  );
}

/** Each field a refused post got wrong, by its label: linked to it where the form is there again. */
export function RefusedFields({ items }: { items: { label: string; problem: string; href?: string }[] }) {
  return (
    <ul>
      {items.map(({ label, problem, href }) => (
        <li key={label}>
          <strong>{href ? <a href={href}>{label}</a> : label}</strong>: {problem}
        </li>
      ))}
    </ul>
  );
}

export interface FormAgainProps {
  /** The form's name: its heading, and the heading's id, which labels the form. */
  heading: { id: string; text: string };
  lead: string;
  /** Where it posts: the same address as the page's own form. */
  action: string;
  submit: string;
  /** The form's fields, as the page's own form renders them, filled in with what was sent. */
  children: ReactNode;
}

/** A refused plain post's form again: the page's own fields, filled in, sent where the page's form sends. */
export function FormAgain({ heading, lead, action, submit, children }: FormAgainProps) {
  return (
    <>
      <h2 id={heading.id} className="text-2xl font-semibold tracking-tight">
        {heading.text}
      </h2>
      <p className="mt-2 text-slate-600">{lead}</p>
      <form method="post" action={action} aria-labelledby={heading.id} className="mt-6 space-y-6">
        {children}
        <button type="submit" className={buttonStyles.primary.largeInRow}>
          {submit}
        </button>
      </form>
    </>
  );
}

/** Seen on its own (no post to answer): the way back to the form's page, where the form again would be. */
export function BackToForm({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to}>{label}</Link>
    </p>
  );
}
