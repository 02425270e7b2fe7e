/** The shared calendar: dates, England-and-Wales working days and London time (browser, build and server). */
export * from './dates';
export * from './london-time';
export * from './working-days';
export * from './opening-hours';
export * from './closures';
