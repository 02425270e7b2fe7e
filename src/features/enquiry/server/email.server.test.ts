import { enquiryEmail } from './email';
import type { StoredEnquiry } from './service';
import { enquiryFields, type Enquiry } from '../../../content/enquiry';
import { sampleEnquiry } from '../../../../test-kit/enquiry-service';

const record = (enquiry: Partial<Enquiry>): StoredEnquiry => ({
  id: '3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  receivedAt: '2026-11-20T09:30:00.000Z',
  enquiry: { ...sampleEnquiry, ...enquiry },
  sourcePage: null,
});
const addresses = { to: 'enquiries@harbourline.example', from: 'Website <website@harbourline.example>' };

/** The firm's email, read from the fields' declaration: every field, labelled, in order. */
describe('the enquiry email', () => {
  it('lists the one-line fields, then the message as a block of its own', () => {
    const lines = enquiryEmail(record({ company: '' }), addresses)
      .text!.toString()
      .split('\n');
    const oneLine = Object.values(enquiryFields).filter((field) => field.input !== 'textarea');
    expect(lines.slice(0, 2)).toEqual(['A new enquiry from the website.', '']);
    expect(lines.slice(2, 2 + oneLine.length).map((line) => line.replace(/:.*/, ''))).toEqual(
      oneLine.map((field) => field.label),
    );
    expect(lines).toEqual(
      expect.arrayContaining(['Full Name: Ada Lovelace', 'Company Name: (not given)', 'Subject: Fintech Accounting']),
    );
    expect(lines.slice(2 + oneLine.length)).toEqual([
      'Received: 20 November 2026 at 09:30 (UK time)',
      'Reference: 3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
      '',
      'Your Message:',
      ...sampleEnquiry.message.split('\n'),
      '',
      '--',
      'Reply to this email to answer the visitor directly.',
      '',
    ]);
  });

  it('says "(not given)" for a field an older stored enquiry does not have', () => {
    const older: Partial<Enquiry> = { ...sampleEnquiry };
    delete older.phone;
    const text = enquiryEmail({ ...record({}), enquiry: older as Enquiry }, addresses).text;
    expect(text).toContain('Phone Number: (not given)\n');
  });
});
