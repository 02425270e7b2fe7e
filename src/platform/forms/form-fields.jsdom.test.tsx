import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FormFieldList } from './form-field-controls';
import { enquiryFields, enquiryForm } from '../../content/enquiry';
import { displayValue, fieldNames, fieldsInProse, type FormField, type FormFields } from './form-fields';
import { EnquiryForm } from '../../features/enquiry/enquiry-form';

/** The controls' HTML attributes come from the declaration (src/content/enquiry.ts), field by field. */
describe('the enquiry form, rendered from its fields', () => {
  beforeEach(() =>
    render(
      <MemoryRouter>
        <EnquiryForm />
      </MemoryRouter>,
    ),
  );

  it.each(fieldNames(enquiryFields))('renders %s as declared', (name) => {
    const field: FormField = enquiryFields[name];
    const control = screen.getByLabelText(field.label);
    expect(control).toHaveAttribute('name', name);
    expect(control).toHaveProperty('required', field.required);
    if (field.input === 'select') {
      expect(control.tagName).toBe('SELECT');
      expect([...(control as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual(
        field.options.map((o) => [o.value, o.label]),
      );
    } else {
      expect(control).toHaveProperty('maxLength', field.maxLength);
      if (field.autoComplete) expect(control).toHaveAttribute('autocomplete', field.autoComplete);
      else expect(control).not.toHaveAttribute('autocomplete');
      if (field.input === 'textarea') expect(control.tagName).toBe('TEXTAREA');
      else expect(control).toHaveAttribute('type', field.input);
    }
    if (field.required) expect(control).not.toHaveAttribute('aria-describedby');
    else expect(control).toHaveAccessibleDescription(enquiryForm.optional);
  });

  it('keeps the declared order, with the short fields two to a row', () => {
    const controls = [...document.querySelectorAll('form [name]')].map((c) => c.getAttribute('name'));
    expect(controls.filter((name) => name !== 'website')).toEqual(fieldNames(enquiryFields));
    const grid = document.querySelector('form .grid')!;
    for (const name of ['name', 'email', 'phone', 'company'])
      expect(grid.querySelector(`[name=${name}]`)).not.toBeNull();
    expect(grid.querySelector('select, textarea')).toBeNull();
  });
});

describe('a new field is one declaration', () => {
  const withContactTime = {
    ...enquiryFields,
    contactTime: { label: 'Best Time to Call', input: 'text', maxLength: 40, required: false },
  } as const satisfies FormFields;

  it('renders, in its place, with the hint that it is optional', () => {
    render(<FormFieldList fields={withContactTime} idPrefix="scratch" optionalHint="Optional" />);
    const control = screen.getByLabelText('Best Time to Call');
    expect(control).toHaveAttribute('maxlength', '40');
    expect(control).toHaveAccessibleDescription(enquiryForm.optional);
  });

  it('is named in running text, marked optional', () => {
    expect(fieldsInProse(withContactTime)).toMatch(/^full name, email address, .* and best time to call \(optional\)$/);
  });
});

it('shows a select’s value by its option’s label, anything else as typed', () => {
  expect(displayValue(enquiryFields.subject, 'sme')).toBe('SME Accounting');
  expect(displayValue(enquiryFields.company, 'sme')).toBe('sme');
});
