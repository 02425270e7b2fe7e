import { employed2026To27 } from './2026-27-employed';

/**
 * The newest tax year's Class 1 National Insurance (the year `latestTaxYear` is: a test holds them to
 * the same), for a form that states its thresholds before the year's figures load.
 */
export const latestEmployed = employed2026To27;
