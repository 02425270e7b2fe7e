/**
 * Preloaded into a service process (NODE_OPTIONS=--import <this file>, CLOCK_AHEAD_MS=<ms>): moves
 * the process's own clock, JavaScript's Date, ahead by CLOCK_AHEAD_MS, and leaves the system's as
 * it is, so the database's clock (SQLite's in this process, PostgreSQL's on its server) stays
 * true. A machine whose clock has drifted, for the tests of the mail queue's leases.
 */
import process from 'node:process';

const ahead = Number(process.env.CLOCK_AHEAD_MS ?? 0);
const TrueDate = Date;

class AheadDate extends TrueDate {
  constructor(...args) {
    if (args.length === 0) super(TrueDate.now() + ahead);
    else super(...args);
  }

  static now() {
    return TrueDate.now() + ahead;
  }
}

globalThis.Date = AheadDate;
