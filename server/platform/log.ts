import { loggedText } from '../../src/platform/privacy/log-line';
import type { Logger } from './outbox/worker';

/**
 * The service's log, on its standard output and error (compose sends both to the host's journal):
 * every line held to the log rule (src/platform/privacy/log-line.ts), so that an address quoted in
 * a message, an error's included, keeps no key and no query.
 */
export const consoleLog: Logger = {
  info: (message) => console.log(loggedText(message)),
  warn: (message) => console.warn(loggedText(message)),
};
