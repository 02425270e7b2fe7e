// Imported files become their URL in the build; in jsdom tests, a stable stand-in.
module.exports = { __esModule: true, default: '/assets/test-file' };
