/** The tests' browser is the scripts' (scripts/browser.ts), so a benchmark measures as the tests do. */
export { launchBrowser, viewports } from '../../scripts/browser';
