/** The months the sources report covers, up to this one: the desk's setting (config.ts) and its words. */
export const reportMonths = 12;

/** The sources report's words: the desk's page and the command line's (`npm run cli -- sources`) say the same. */
export const sourcesCopy = {
  nav: 'Sources',
  title: 'Where clients come from',
  lead: 'For each month and each page of the site: how often it was read, and what it brought. A page is the one the visitor was on just before the form, or the form’s own page.',
  kept: 'The counts are of what the site still keeps, for as long as the privacy policy says: an older month may show less than happened.',
  page: 'Page',
  tool: 'a tool',
  unknown: 'Not known',
  columns: {
    views: 'Page views',
    enquiries: 'Enquiries',
    holds: 'Bookings made',
    bookings: 'Confirmed',
    alerts: 'Alert sign-ups',
  },
  notAvailable: '—',
  total: 'All pages',
  answers: (count: number) =>
    `${count} enquir${count === 1 ? 'y or booking' : 'ies and bookings'} came from a tool’s answer (a checker or the fee estimate).`,
  csv: 'Download this report as CSV',
  empty: `Nothing has been recorded in the last ${reportMonths} months.`,
  views: {
    counted: (at: string) => `Page views counted from the web server’s access log by GoAccess at ${at}.`,
    'not-configured':
      'Page views are not available: no access log is named (DESK_ACCESS_LOG). The counts of what each page brought are complete without them.',
    unreadable: 'Page views are not available: the access log named (DESK_ACCESS_LOG) cannot be read by the service.',
    failed:
      'Page views are not available: GoAccess could not count the access log (it is missing, took too long, or the log is not in the format nginx.conf defines).',
  },
  command: {
    summary: 'where clients come from: page views and what each page brought, by month',
    usage: [
      `npm run cli -- sources           the last ${reportMonths} months, newest first: one line per page`,
      'npm run cli -- sources --csv     the same as CSV (month, page, views, enquiries, ...)',
    ].join('\n'),
  },
} as const;
