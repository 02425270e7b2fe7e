import fs from 'node:fs';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { formWords } from '../../../src/content/form-words';
import { documentTitle } from '../../../src/platform/components/document-title';

/** Why a form post was refused: what the answer pages (sent and not sent) of every form say. */
export type NotSentReason =
  | { kind: 'invalid'; problems: Partial<Record<string, string>> }
  | { kind: 'tooLarge' | 'rateLimited' | 'crossSite' | 'unavailable' };

/*
 * The service's answer pages (sent, not sent, a booking's manage page) are the prerendered pages
 * with their content rendered again by React, from the same components, with what only the service
 * knows. The prerendered page is the frame: its head (stylesheet, title, description), skip link,
 * navigation and footer. The content is what its one <main> element holds (HTML allows one visible
 * <main>, and each page's content is exactly what the layout puts in it), so that element is the
 * mark: no marker to keep in step, nothing to match but the element's own tags. React escapes what
 * the visitor sent, so the content never holds a `</main>` of its own.
 */

const mainOpen = /<main\b[^>]*>/;
const mainClose = '</main>';
const titleElement = /<title>[^<]*<\/title>/;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `template` with its <main>'s content replaced by `main` (and its <title>'s by `title`, where
 * given); null when it has no <main>.
 */
export function framePage(template: string, main: string, title?: string): string | null {
  const open = mainOpen.exec(template);
  const close = template.lastIndexOf(mainClose);
  if (!open || close < open.index) return null;
  // Marked as the service's answer, which the styles read (the floating chat link steps aside).
  const opening = `${open[0].slice(0, -1)} data-answer-page="">`;
  const page = `${template.slice(0, open.index)}${opening}${main}${template.slice(close)}`;
  // A function: the title is never read as a replacement pattern.
  return title === undefined ? page : page.replace(titleElement, () => `<title>${escapeText(title)}</title>`);
}

/** React's HTML for a page's content, with the router its links read (they are plain links here). */
export const renderContent = (content: ReactNode): string =>
  renderToStaticMarkup(createElement(StaticRouter, { location: '/' }, content));

export interface AnswerPage {
  /** The page's content, as its component renders it: the same component, given what the service knows. */
  content: ReactNode;
  /**
   * What happened, in a few words, as the content's heading says it ("Your alerts are on"): the
   * page's <title>, with the site's name, in place of the prerendered page's, so that every answer
   * page's title says its outcome the same way (WCAG 2.4.2).
   */
  title: string;
  /**
   * A refused post: the title starts "Error: " (GOV.UK's pattern), and the content's error summary
   * (marked `data-error-summary`: AnswerErrorSummary, ErrorSummary) takes focus as the page loads,
   * by `autofocus`, which the browser honours with JavaScript or none.
   */
  refused?: boolean;
  /**
   * Whether the content's heading takes focus as the page loads (`autofocus`, which the browser
   * honours with JavaScript or none): on an answer to what the visitor just did, whose heading says
   * the result. Added here, to the service's HTML only, so no page's script grows for it.
   */
  focusHeading?: boolean;
}

/** An answer page's <title>: its outcome and the site's name, "Error: " first where a post was refused. */
export const answerTitle = ({ title, refused = false }: Pick<AnswerPage, 'title' | 'refused'>): string =>
  `${refused ? formWords.errorTitlePrefix : ''}${documentTitle(title)}`;

/**
 * An answer page: `content` rendered into the prerendered page `templateFile`, read from the
 * build on each use (a rebuild needs no restart). Where the build's page is missing (or has no
 * <main>), a plain page with the same content stands in.
 */
export function renderAnswerPage(templateFile: string, page: AnswerPage): string {
  const { content, refused = false, focusHeading = false } = page;
  const title = answerTitle(page);
  const rendered = renderContent(content);
  // React writes every element's start as `<h1` then its attributes: the first is the page's heading.
  // Added here, to the service's HTML only: on the page the app renders, its own code moves focus.
  const main = refused
    ? rendered.replace(/ data-error-summary=""/, ' data-error-summary="" autofocus=""')
    : focusHeading
      ? rendered.replace(/<h1\b/, '<h1 autofocus=""')
      : rendered;
  let template: string | null = null;
  try {
    template = fs.readFileSync(templateFile, 'utf8');
  } catch {
    // No build: the plain page below.
  }
  return (
    (template !== null ? framePage(template, main, title) : null) ??
    [
      '<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="robots" content="noindex">',
      `<title>${escapeText(title)}</title><main>${main}</main>`,
    ].join('')
  );
}
