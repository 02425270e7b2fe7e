import { enquiryFields, type Enquiry, type EnquiryField } from '../../../content/enquiry';
import { displayValue } from '../../../platform/forms/form-fields';
import { validateForm } from '../../../../server/platform/forms/validation';

export type EnquiryProblems = Partial<Record<EnquiryField, string>>;

export type ValidationResult = { ok: true; enquiry: Enquiry; spam: boolean } | { ok: false; problems: EnquiryProblems };

/** The enquiry form's validation (validateForm with its fields). */
export function validateEnquiry(body: unknown): ValidationResult {
  const result = validateForm(enquiryFields, body);
  return result.ok ? { ok: true, enquiry: result.values, spam: result.spam } : result;
}

/** The subject's label as the visitor chose it ("Fintech Accounting"). */
export function subjectLabel(value: string): string {
  return displayValue(enquiryFields.subject, value);
}
