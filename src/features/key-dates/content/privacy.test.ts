import { loadAlertsConfig } from '../server/config';
import { alertsRetention } from './privacy';

it('states the retention deadline alerts apply', () => {
  const alerts = loadAlertsConfig({});
  expect(alertsRetention.confirmHours).toBe(alerts.confirmHours);
  expect(alertsRetention.consentRecordDays).toBe(alerts.consentRecordDays);
});
