import { loadEnquiryConfig } from '../server/config';
import { enquiryRetentionDays } from './privacy';

it('states the retention the enquiry service applies', () => {
  expect(enquiryRetentionDays).toBe(loadEnquiryConfig({}).retentionDays);
});
