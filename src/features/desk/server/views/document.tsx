import fs from 'node:fs';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StaffMember } from '../../../../../server/platform/firm';
import { Logo } from '../../../../platform/components/logo';
import { SkipLink, mainContentId } from '../../../../platform/components/skip-link';
import { buttonStyles } from '../../../../styles/class-names';
import { answerTitle } from '../../../../../server/platform/forms/pages';
import { deskCopy } from '../../content/desk';
import { sourcesCopy } from '../../content/sources';
import { peopleCopy } from '../../content/desk-data';
import { passkeyCopy } from '../../content/passkeys';
import { deskPaths } from '../paths';
import { diaryActionPaths } from '../diary-action-paths';
import { diaryActionsCopy } from '../../content/diary-actions';
import { csrfField } from '../form-fields';

/** Who is signed in, for the header's links and sign-out buttons; none on the sign-in pages. */
export interface Signed {
  member: StaffMember;
  csrf: string;
}

export interface DeskPageProps {
  title: string;
  lead?: string;
  signed?: Signed;
  /** The header's link that is this page. */
  current?: 'diary' | 'enquiries' | 'audit' | 'blocks' | 'started' | 'sources' | 'people' | 'passkeys';
  /** A line above the content: what was just done (a status) or refused (an alert). */
  notice?: { text: string; alert?: boolean };
  children?: ReactNode;
  /** A refusal or a form sent back with a problem: the title starts "Error: ", as the site's answer pages do. */
  refused?: boolean;
  /** The desk's own scripts this page loads (the passkey pages only; every other desk page has none). */
  scripts?: readonly string[];
}

/** A form that posts one button, with the session's token: every state-changing button of the desk. */
export function PostButton({
  action,
  csrf,
  label,
  className,
  fields = {},
}: {
  action: string;
  csrf: string;
  label: string;
  className: string;
  fields?: Record<string, string>;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name={csrfField} value={csrf} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}

function Header({ signed, current }: Pick<DeskPageProps, 'signed' | 'current'>) {
  const link = (
    page: NonNullable<DeskPageProps['current']>,
    label: string,
    href: string = deskPaths[page as 'diary' | 'enquiries' | 'audit' | 'sources' | 'people' | 'passkeys'],
  ) => (
    <a
      href={href}
      {...(current === page ? { 'aria-current': 'page' as const } : {})}
      className={`rounded-full px-3 py-2 text-sm font-semibold hover:bg-white/10 ${current === page ? 'text-teal-300 underline' : 'text-white'}`}
    >
      {label}
    </a>
  );
  return (
    <header className="on-dark bg-ink-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-5 py-4 sm:px-8">
        <a href={deskPaths.home} className="flex items-center gap-3 text-white">
          <Logo />
          <span className="sr-only">{deskCopy.name}</span>
        </a>
        {signed && (
          <nav aria-label={deskCopy.nav.label} className="flex flex-wrap items-center gap-2">
            {link('diary', deskCopy.nav.diary)}
            {link('started', diaryActionsCopy.nav.started, diaryActionPaths.started)}
            {link('blocks', diaryActionsCopy.nav.blocks, diaryActionPaths.blocks)}
            {link('enquiries', deskCopy.nav.enquiries)}
            {link('sources', sourcesCopy.nav)}
            {signed.member.role === 'administrator' && link('people', peopleCopy.nav)}
            {signed.member.role === 'administrator' && link('audit', deskCopy.nav.audit)}
            {link('passkeys', passkeyCopy.nav)}
            <PostButton
              action={deskPaths.signOut}
              csrf={signed.csrf}
              label={deskCopy.nav.signOut}
              className={buttonStyles.ghostOnDark.regular}
            />
          </nav>
        )}
      </div>
    </header>
  );
}

/** A desk page: the site's header bar and dark band, its stylesheet and type; never indexed. */
export function DeskPage({ title, lead, signed, current, notice, children }: DeskPageProps) {
  return (
    <>
      <SkipLink />
      <Header signed={signed} current={current} />
      <main id={mainContentId}>
        <div className="on-dark bg-ink-900 text-white">
          <div className="mx-auto max-w-7xl px-5 pt-8 pb-10 sm:px-8 sm:pb-20">
            <p className="text-sm font-semibold tracking-[0.12em] text-teal-300 uppercase">{deskCopy.name}</p>
            <h1 className="mt-3 text-4xl font-semibold tracking-tight text-white">{title}</h1>
            {lead && <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-200">{lead}</p>}
            {signed && (
              <p className="mt-4 text-sm text-slate-200">
                {deskCopy.signedInAs(signed.member.name, deskCopy.roles[signed.member.role])}
              </p>
            )}
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 sm:py-16">
          {notice && (
            <p
              {...(notice.alert ? { role: 'alert' } : { role: 'status' })}
              className={`mb-8 rounded-2xl border p-5 leading-7 text-ink-900 ${notice.alert ? 'border-2 border-red-700 bg-white' : 'border-teal-700 bg-teal-50'}`}
            >
              {notice.text}
            </p>
          )}
          {children}
        </div>
      </main>
    </>
  );
}

/** The build's stylesheet and preloaded font, as its pages' heads name them: read from `frame`, a page of the build. */
function siteHead(frame: string): { stylesheets: string[]; fonts: string[] } {
  let html = '';
  try {
    html = fs.readFileSync(frame, 'utf8');
  } catch {
    // No build (a test of the service alone): the page is unstyled, and still whole.
  }
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  const href = (tag: string) => /\bhref="(\/assets\/[^"]+)"/.exec(tag)?.[1];
  return {
    stylesheets: links.filter((tag) => /\brel="stylesheet"/.test(tag)).flatMap((tag) => href(tag) ?? []),
    fonts: links.filter((tag) => /\bas="font"/.test(tag)).flatMap((tag) => href(tag) ?? []),
  };
}

/**
 * A whole desk page as HTML: rendered by React on the server from the site's own components, linking
 * the site's own stylesheet (so it costs the public pages nothing). No script but the passkey
 * pages' own, served by the desk (never inline: the site's CSP allows none). Never indexed.
 */
export function renderDeskPage(frame: string, props: DeskPageProps): string {
  const { stylesheets, fonts } = siteHead(frame);
  const html = renderToStaticMarkup(
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {/* Same-origin only: a sign-in link's address holds its token (and "no-referrer" would make a browser send "Origin: null" with the desk's own posts, which are refused). */}
        <meta name="referrer" content="same-origin" />
        {/* The outcome, the desk and the site's name, "Error: " first where refused (server/platform/forms/pages.ts). */}
        <title>{answerTitle({ title: `${props.title} · ${deskCopy.name}`, refused: props.refused })}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="" href={href} />
        ))}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {(props.scripts ?? []).map((src) => (
          <script key={src} src={src} defer />
        ))}
      </head>
      <body>
        <DeskPage {...props} />
      </body>
    </html>,
  );
  return `<!doctype html>${html}`;
}
