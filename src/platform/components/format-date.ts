/** Dates as the site writes them; declared with the calendar, which the build and the server share. */
export { formatDate, formatLongDate, formatMonth } from '../calendar/format';
