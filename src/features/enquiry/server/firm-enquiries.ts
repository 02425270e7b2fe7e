import type { FirmEnquiries } from '../../../../server/platform/firm';
import { enquiryFields } from '../../../content/enquiry';
import { displayValue } from '../../../platform/forms/form-fields';
import { status, toCsv } from '../cli';
import type { EnquiryService } from './service';

/**
 * The enquiries as the firm reads them (server/platform/firm.ts): what the root hands the staff's
 * desk. The list and the CSV are those of `npm run enquiries`, so the desk and the command line
 * say the same.
 */
export function firmEnquiries(enquiries: () => EnquiryService, clock: () => Date): FirmEnquiries {
  return {
    subjects: () =>
      enquiryFields.subject.options.filter((option) => option.value).map(({ value, label }) => ({ value, label })),
    async list() {
      const records = await enquiries().list();
      return records.reverse().map((record) => ({
        id: record.id,
        receivedAt: record.receivedAt,
        subject: {
          value: record.enquiry.subject,
          label: displayValue(enquiryFields.subject, record.enquiry.subject),
        },
        sender: { name: record.enquiry.name, email: record.enquiry.email },
        details: Object.entries(enquiryFields).flatMap(([name, field]) => {
          const value = (record.enquiry as Partial<Record<string, string>>)[name];
          return value && name !== 'subject' ? [{ label: field.label, value: displayValue(field, value) }] : [];
        }),
        sourcePage: record.sourcePage,
        delivery: status(record.message),
        status: record.status,
        takenBy: record.takenBy,
      }));
    },
    async csv(ids) {
      const wanted = new Set(ids);
      return toCsv((await enquiries().list()).filter((record) => wanted.has(record.id)));
    },
    setStatus: (id, to, takenBy) => enquiries().setStatus(id, to, takenBy, clock()),
  };
}
