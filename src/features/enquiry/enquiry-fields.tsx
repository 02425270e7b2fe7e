import { FormFieldList } from '../../platform/forms/form-field-controls';
import type { FieldErrors } from '../../platform/forms/use-field-errors';
import { enquiryFields, enquiryForm } from '../../content/enquiry';

/**
 * The enquiry form's fields, from their declarations: /contact's form and the service's "not sent"
 * page (the form again, filled in with what was sent, each refused field marked) both render these.
 */
export function EnquiryFields({
  errors,
  values,
}: {
  errors?: FieldErrors;
  values?: Readonly<Partial<Record<string, string>>>;
}) {
  return (
    <FormFieldList
      fields={enquiryFields}
      idPrefix="enquiry"
      optionalHint={enquiryForm.optional}
      errors={errors}
      values={values}
    />
  );
}
