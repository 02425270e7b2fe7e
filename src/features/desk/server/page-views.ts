import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * Page views from nginx's access log, counted by GoAccess (Debian's `goaccess`), never by a parser
 * of our own: the service runs it on the log file ops name (DESK_ACCESS_LOG), once per month
 * shown, reads its JSON, and keeps the answer a while. Optional: with no file named, no GoAccess,
 * or a run that fails, the report says views are not available and why.
 */

/**
 * nginx.conf's `log_format main` as GoAccess reads it: each variable's specifier in the same place
 * (`%^` skips a field). page-views.test.ts holds the two together, so a change to one fails until
 * the other follows.
 */
export const goAccessLogFormat = '%h [%d:%t %^] "%m %U %H" %s %b "%R" "%u" %^';

/** `$time_local`'s month names: nginx writes them in English whatever the locale. */
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface PageViewsConfig {
  /** The access log, in nginx.conf's `main` format; null when ops make none available. */
  file: string | null;
  /** The GoAccess program. */
  program: string;
  /** Only the log's last this many bytes are read (a log ops never rotate cannot grow a run). */
  maxBytes: number;
  /** One month's run is stopped after this long. */
  timeoutMs: number;
  /** An answer is kept this long before GoAccess runs again. */
  cacheMs: number;
  /** The pages GoAccess lists at most for a month, and the most bytes of JSON read from it. */
  maxPages: number;
  maxOutputBytes: number;
}

/**
 * Views by page and month (`views.get(page)?.get('YYYY-MM')`), and the months the log has lines
 * of (a month it does not reach, kept no longer than the journal is, is not a month of no views);
 * or why there are none.
 */
export type PageViews =
  | { available: true; views: Map<string, Map<string, number>>; months: Set<string>; countedAt: Date }
  | { available: false; reason: 'not-configured' | 'unreadable' | 'failed' };

/**
 * Whether a request GoAccess lists is a page a visitor reads: a path of the site's own (not the
 * service's API, the build's files or the desk), without a file's extension. The path as the
 * source pages are kept: no trailing slash but the home page's.
 */
export function pagePath(requested: string): string | null {
  if (!requested.startsWith('/') || /^\/(api|assets|desk)(\/|$)/.test(requested)) return null;
  if (/\.[A-Za-z0-9]+$/.test(requested)) return null;
  return requested.length > 1 ? requested.replace(/\/+$/, '') : requested;
}

interface GoAccessJson {
  general?: { valid_requests?: number };
  requests?: { data?: { data?: string; method?: string; hits?: { count?: number } }[] };
}

/**
 * One month's page views: GoAccess reads the log's tail with a date format that names the month
 * (`%d/Nov/2026`), so every other month's lines fail to parse and are not counted. Resolves with
 * the month's lines GoAccess read and its views by page, or rejects with why.
 */
export function runGoAccess(
  config: PageViewsConfig,
  month: string,
): Promise<{ lines: number; views: Map<string, number> }> {
  const [year, number] = month.split('-');
  const name = monthNames[Number(number) - 1];
  const file = config.file;
  if (!file || !year || !name) return Promise.reject(new Error(`No log, or no month ${month}.`));
  return new Promise((resolve, reject) => {
    const size = fs.statSync(file).size;
    const child = spawn(
      config.program,
      [
        '-',
        `--log-format=${goAccessLogFormat}`,
        `--date-format=%d/${name}/${year}`,
        '--time-format=%T',
        '--output=json',
        '--no-global-config',
        '--no-progress',
        '--ignore-crawlers',
        '--http-protocol=no',
        // A page with a query (the log keeps only `?[hidden]`) is the page.
        '--no-query-string',
        // Every other month's lines fail to parse: GoAccess must not stop at the first ones.
        '--num-tests=0',
        `--max-items=${config.maxPages}`,
      ],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), config.timeoutMs);
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.length > config.maxOutputBytes) child.kill('SIGKILL');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`GoAccess ended with ${signal ?? `code ${code}`}.`));
      try {
        const views = new Map<string, number>();
        const json = JSON.parse(output) as GoAccessJson;
        for (const item of json.requests?.data ?? []) {
          const page = item.method === 'GET' && item.data ? pagePath(item.data) : null;
          if (page) views.set(page, (views.get(page) ?? 0) + (item.hits?.count ?? 0));
        }
        resolve({ lines: json.general?.valid_requests ?? 0, views });
      } catch (error) {
        reject(error as Error);
      }
    });
    // A reader gone early (killed, or done) is not an error of ours.
    child.stdin.on('error', () => undefined);
    fs.createReadStream(file, { start: Math.max(0, size - config.maxBytes) }).pipe(child.stdin);
  });
}

/** The page views of the months asked for, counted by GoAccess once per month and kept `cacheMs`. */
export class PageViewCounter {
  private cached: { key: string; at: number; views: Promise<PageViews> } | undefined;

  constructor(
    readonly config: PageViewsConfig,
    private readonly now: () => Date,
  ) {}

  get configured(): boolean {
    return this.config.file !== null;
  }

  counts(months: readonly string[]): Promise<PageViews> {
    const key = months.join(' ');
    const at = this.now().getTime();
    if (this.cached && this.cached.key === key && at - this.cached.at < this.config.cacheMs) return this.cached.views;
    const views = this.count(months);
    this.cached = { key, at, views };
    return views;
  }

  private async count(months: readonly string[]): Promise<PageViews> {
    const file = this.config.file;
    if (!file) return { available: false, reason: 'not-configured' };
    try {
      fs.accessSync(file, fs.constants.R_OK);
    } catch {
      return { available: false, reason: 'unreadable' };
    }
    const views = new Map<string, Map<string, number>>();
    const reached = new Set<string>();
    try {
      // One month at a time: two cores shared with the site.
      for (const month of months) {
        const counted = await runGoAccess(this.config, month);
        if (counted.lines > 0) reached.add(month);
        for (const [page, count] of counted.views) {
          const byMonth = views.get(page) ?? new Map<string, number>();
          byMonth.set(month, count);
          views.set(page, byMonth);
        }
      }
    } catch {
      return { available: false, reason: 'failed' };
    }
    return { available: true, views, months: reached, countedAt: this.now() };
  }
}
