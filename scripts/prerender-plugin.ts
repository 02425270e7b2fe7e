/* eslint-disable max-lines-per-function -- webpack's apply hook is one emit step in the order the build writes its files (pages, sitemap, feeds, data, public/). */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Compilation, sources, WebpackError, type Compiler } from 'webpack';
import { calendarWarnings } from '../src/app/calendar-warnings';
import { feedPath, keyDateAudiences } from '../src/features/key-dates/content/audiences';
import { audienceFeed } from '../src/features/key-dates/content/feeds';
import { buildDay } from '../src/platform/calendar/build-day';
import { dueReasons } from '../src/content/review';
import { describeTimeBound, pastReviewBy } from '../src/content/time-bound';
import { timeBoundStatements } from './launch/time-bound';
import { appShellFile, htmlFileFor, notFoundFile } from '../server/platform/build-layout';
import { timeBoundFile } from '../server/platform/time-bound';
import { pageDataPath } from '../src/config/paths';
import type * as PrerenderEntry from '../src/prerender';

interface PrerenderPluginOptions {
  /** The Node bundle of src/prerender.tsx, built by the "prerender" compiler first. */
  entryFile: string;
  /** Files copied as they are into the build (favicon, share image). */
  publicDir: string;
  /** Emitted font files every page needs for its first text paint, to preload. */
  preloadFonts: RegExp;
}

/**
 * An error as the build should print it: the one line naming what is wrong (an article's file and
 * field), not where the prerender bundle noticed. Webpack prints an error's stack in place of its
 * message, and the stack again as its details: so the stack is the message itself.
 */
function buildError(error: unknown): WebpackError {
  const message = error instanceof Error ? error.message : String(error);
  const plain = new WebpackError(message);
  plain.stack = message;
  return plain;
}

// html-webpack-plugin may drop the quotes around attribute values; match either way.
const headEnd = /<\/head>/;
const emptyRoot = /<div id="?root"?><\/div>/;

/**
 * Renders every URL known at build time into its own HTML file, plus the not-found page, the app
 * shell for URLs only the client router knows, sitemap.xml and robots.txt, the feeds and the data
 * pages fetch (pageDataPath: each page of the insights', the search's index), and copies public/
 * (nginx's includes are written after webpack, by scripts/build-nginx.ts).
 * Runs inside the client compilation, after html-webpack-plugin, so its output is ordinary assets.
 */
export class PrerenderPlugin {
  constructor(private readonly options: PrerenderPluginOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PrerenderPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PrerenderPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const started = performance.now();
          const template = compilation.getAsset(appShellFile)?.source.source().toString();
          if (!template || !headEnd.test(template) || !emptyRoot.test(template)) {
            throw new Error(`${appShellFile} lacks a </head> or an empty <div id="root">.`);
          }
          // In watch mode a rebuild must load the new bundle, not the one Node cached.
          // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
          delete require.cache[require.resolve(this.options.entryFile)];
          let entry: typeof PrerenderEntry;
          try {
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            entry = require(this.options.entryFile) as typeof PrerenderEntry;
          } catch (error) {
            // What loading finds wrong (an article's front matter, read as the prerender starts)
            // fails the build in one line; nothing is prerendered.
            compilation.errors.push(buildError(error));
            return;
          }
          const emit = (file: string, content: string | Buffer) => {
            const source = new sources.RawSource(content);
            if (compilation.getAsset(file)) compilation.updateAsset(file, source);
            else compilation.emitAsset(file, source);
          };
          const page = ({ head, html, rootAttributes }: { head: string; html: string; rootAttributes: string }) =>
            template
              .replace(headEnd, `${fontPreloads}${head}</head>`)
              .replace(emptyRoot, `<div id="root"${rootAttributes}>${html}</div>`);
          // The font the first text paint needs starts with the stylesheet, not after it.
          const fontPreloads = Object.keys(compilation.assets)
            .filter((file) => this.options.preloadFonts.test(file))
            .map(
              (file) =>
                `<link rel="preload" as="font" type="font/woff2" crossorigin href="${compilation.outputOptions.publicPath}${file}">`,
            )
            .join('');
          const urlPaths = entry.staticPaths();
          for (const urlPath of urlPaths) {
            const rendered = await entry.renderPage(urlPath);
            if (rendered.status !== 200) throw new Error(`${urlPath} rendered with status ${rendered.status}.`);
            emit(htmlFileFor(urlPath), page(rendered));
          }
          const notFound = await entry.renderPage(entry.notFoundProbePath);
          if (notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}.`);
          emit(notFoundFile, page(notFound));
          // The shell: no content, a generic head; the client renders the page once it loads.
          emit(appShellFile, page({ head: await entry.renderShellHead(), html: '', rootAttributes: '' }));

          emit('sitemap.xml', entry.sitemapXml(urlPaths));
          emit('robots.txt', entry.robotsTxt());
          for (const [feedPath, xml] of Object.entries(entry.insightFeeds())) emit(feedPath.slice(1), xml);
          for (const [urlPath, data] of entry.pagesData()) emit(pageDataPath(urlPath).slice(1), JSON.stringify(data));
          for (const file of fs.readdirSync(this.options.publicDir)) {
            emit(file, fs.readFileSync(path.join(this.options.publicDir, file)));
          }

          // Pages due for review (npm run content:review lists them all): a warning, not a failure.
          // CONTENT_REVIEW_DATE=YYYY-MM-DD builds as if on another day, to see what will come due.
          const reviewDate = process.env.CONTENT_REVIEW_DATE;
          const today = reviewDate ? new Date(`${reviewDate}T00:00:00Z`) : new Date();
          if (Number.isNaN(today.getTime()))
            throw new Error(`CONTENT_REVIEW_DATE=${reviewDate} is not a YYYY-MM-DD date.`);
          // The key dates' calendar feeds, one per audience, from the same rules as the pages.
          const day = buildDay();
          for (const audience of keyDateAudiences) {
            const feed = audienceFeed(audience.audience, day, new Date());
            emit(feedPath(audience).slice(1), feed.ics);
            compilation.getLogger(PrerenderPlugin.name).info(`${feedPath(audience)}: ${feed.count} events`);
          }
          // Every statement time will make wrong, for the service's health (a dotfile: never served).
          const timeBound = timeBoundStatements(day);
          emit(timeBoundFile, JSON.stringify(timeBound, null, 1));
          for (const statement of pastReviewBy(timeBound, day)) {
            compilation.warnings.push(
              new WebpackError(`Time-bound: ${describeTimeBound(statement)}. Run npm run check:launch.`),
            );
          }
          for (const message of calendarWarnings(day)) {
            compilation.warnings.push(new WebpackError(`Calendar: ${message} Run npm run content:review.`));
          }
          for (const review of entry.contentReview(today).filter((r) => r.due)) {
            const warning = new WebpackError(
              `Content review: ${review.page} is due for review (${dueReasons(review).join('; ')}). Run npm run content:review.`,
            );
            compilation.warnings.push(warning);
          }

          const ms = Math.round(performance.now() - started);
          compilation.getLogger(PrerenderPlugin.name).info(`prerendered ${urlPaths.length + 1} pages in ${ms} ms`);
          console.log(`Prerendered ${urlPaths.length + 1} pages (and the app shell) in ${ms} ms`);
        },
      );
    });
  }
}
