/**
 * Deadline alerts, for the firm or ops:   npm run alerts
 *   npm run alerts                    subscribers by list, with counts (confirmed, waiting to confirm, left)
 *   npm run alerts -- --csv           the consent record as CSV: each request, confirmation and withdrawal,
 *                                     with the lists, lead times and the exact wording the visitor saw
 *   npm run alerts -- --on 2027-01-17 what would be sent on that day, without sending anything
 * Reads the database the service uses (DATA_DIR or DATABASE_URL). In docker compose:
 *   docker compose exec enquiries node cli.js alerts
 */
import type { FeatureCommand } from '../../../server/platform/feature';
import { csvTable } from '../../../server/platform/csv';
import { isIsoDate } from '../../platform/calendar/dates';
import { formatLongDate } from '../../platform/calendar/format';
import { keyDateAudiences } from './content/audiences';
import type { AlertCompany } from './content/alerts';
import type { AlertService, Subscription } from './server/service';

const label = (audience: string) => keyDateAudiences.find((page) => page.audience === audience)?.label ?? audience;

/** The subscribers under each list they follow, with the counts the firm reports. */
/** A company's own dates as the record says them: its year end and VAT quarters, or nothing. */
const companyText = (company: string | null) => {
  if (company === null) return '';
  const { yearEnd, vat } = JSON.parse(company) as AlertCompany;
  return `year end ${yearEnd}${vat ? `, VAT ${vat}` : ''}`;
};

export function alertsListing(subscriptions: Subscription[], where: string): string {
  const by = (state: Subscription['state']) => subscriptions.filter((subscription) => subscription.state === state);
  const confirmed = by('confirmed');
  const lines = [
    `Deadline alerts (${where}): ${confirmed.length} confirmed, ${by('pending').length} waiting to confirm, ${by('unsubscribed').length} left.`,
  ];
  for (const page of keyDateAudiences) {
    const following = confirmed.filter((subscription) => subscription.audiences.includes(page.audience));
    lines.push('', `${page.label}: ${following.length}`);
    for (const subscription of following)
      lines.push(
        `  ${subscription.email}  ${subscription.leads.map((days) => `${days} days`).join(' and ')} before  since ${subscription.confirmedAt}${subscription.company ? `  company year end ${subscription.company.yearEnd}` : ''}`,
      );
  }
  return lines.join('\n');
}

export const alertsCommand: FeatureCommand<AlertService> = {
  summary: 'deadline alerts: subscribers by list and counts; --csv the consent record; --on DATE a preview',
  usage: [
    'npm run alerts                      subscribers by list, with counts',
    'npm run alerts -- --csv             the consent record as CSV',
    'npm run alerts -- --on YYYY-MM-DD   what would be sent that day, without sending',
  ].join('\n'),
  async run(alerts, args, io, context) {
    if (args.includes('--csv')) {
      const rows = await alerts.consents();
      io.write(
        csvTable(
          ['subscription', 'email', 'event', 'at', 'lists', 'days before', 'company', 'wording version', 'wording'],
          rows.map((row) => [
            row.subscription_id,
            row.email,
            row.event,
            new Date(row.at).toISOString(),
            (JSON.parse(row.audiences) as string[]).map(label).join('; '),
            (JSON.parse(row.lead_days) as number[]).join('; '),
            companyText(row.company),
            row.wording,
            row.text,
          ]),
        ),
      );
      return;
    }
    const on = args[args.indexOf('--on') + 1];
    if (args.includes('--on')) {
      if (!on || !isIsoDate(on)) throw new Error('Say which day: --on YYYY-MM-DD.');
      const due = await alerts.due(on);
      io.line(
        `On ${formatLongDate(on)}, ${due.length} ${due.length === 1 ? 'email' : 'emails'} would be sent (nothing is sent now):`,
      );
      for (const { subscription, alerts: dates } of due)
        io.line(
          `  ${subscription.email}: ${dates.map(({ date, leads }) => `${date.title}, ${formatLongDate(date.date)} (${leads.join(', ')} days before)`).join('; ')}`,
        );
      return;
    }
    io.line(alertsListing(await alerts.list(), context.databaseDescription));
  },
};
