import './styles/main.css';

/**
 * Browser entry, deliberately tiny. Every page arrives prerendered and complete, with real links,
 * so the app's code (React, the router, the page and its content) is fetched once the page has
 * loaded and painted, rather than competing with its text, styles and font for the first paint.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** Hands the main thread back to the browser (input, paint) before the next piece of start-up work. */
const yieldToBrowser = (): Promise<void> =>
  window.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));

/**
 * Loads and starts the app in pieces, each its own task (docs/performance.md): on a phone four
 * times slower than a desktop, evaluating React DOM alone is about 30 ms; evaluating it with the
 * router and the frame made one task of 50 ms and more. React comes first on its own: the task that
 * runs the vendor chunk's script (V8 finishing the compile its hint started in the background) then
 * evaluates React alone, and React DOM's evaluation, the longest piece, is a task of its own after a
 * yield (at 12 times slower, 61-62 ms where the two together were 73-74). Every import names the one
 * chunk ("app"): one download, and only the order of evaluation changes. Nothing at start uses `Intl`, whose
 * first use loads the browser's locale data (a London date and the site's numbers are worked out
 * by hand, platform/calendar/london-time.ts and platform/format-number.ts).
 */
async function startInPieces(root: HTMLElement): Promise<void> {
  await import(/* webpackChunkName: "app" */ 'react');
  await yieldToBrowser();
  await import(/* webpackChunkName: "app" */ 'react-dom/client');
  await yieldToBrowser();
  const { start: run } = await import(/* webpackChunkName: "app" */ './bootstrap');
  await yieldToBrowser();
  run(root);
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void startInPieces(container as HTMLElement);
}

/** Once the page's largest paint has happened (at once where the browser does not report it). */
function afterLargestPaint(run: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return run();
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

// The app shell has no content to show until the app renders it: start at once there. A
// prerendered page starts the app once its largest paint is on screen and the browser is idle,
// or at the visitor's first touch, click or key press, whichever comes first (and within three
// seconds regardless: a page opened in a background tab reports no paint).
if (window.location.pathname.startsWith('/api/')) {
  // A page the enquiry service answered a plain form post with ("not sent"): the URL is the
  // API's, which no route knows, so the page stays as served, complete without the app.
} else if (!container.hasChildNodes()) {
  start();
} else {
  for (const event of ['pointerdown', 'keydown', 'touchstart'] as const) {
    window.addEventListener(event, start, { once: true, passive: true, capture: true });
  }
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 0));
  afterLargestPaint(whenIdle);
  setTimeout(start, 3000);
}
