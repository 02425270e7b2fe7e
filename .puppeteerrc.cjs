// Use the system Chromium when the machine has one (Debian's `chromium` package, as in CI),
// so `npm ci` downloads no browser; elsewhere Puppeteer fetches its own as usual.
const { existsSync } = require('node:fs');

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const executablePath = process.env.PUPPETEER_EXECUTABLE_PATH || systemChromium;

module.exports = executablePath ? { skipDownload: true, executablePath } : {};
