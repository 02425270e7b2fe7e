// Puppeteer never downloads a browser at install time: `npm ci` works on a machine with no
// browser and no route to a download, and serving the site needs none. The browser tests find
// one when they start (tests/support/find-browser.ts): the system's Chromium or Chrome, else
// Puppeteer's own, installed on demand by `npm test` (scripts/test-prerequisites.ts).
module.exports = { skipDownload: true };
