// jsdom has no Fetch API classes; react-router's data router builds a Request for every
// navigation. Lend jsdom Node's own, as a browser would have them.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['Request', 'Response', 'Headers', 'fetch', 'TextEncoder', 'TextDecoder', 'ReadableStream']) {
      if (!(name in this.global)) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
