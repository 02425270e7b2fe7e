import { deskForms, mostFormFields } from './form-fields';

describe('the most fields a desk post may carry', () => {
  it('is the largest form’s count, with an offer of the most times it may hold', () => {
    const largest = Math.max(...Object.values(deskForms).map((fields) => Object.keys(fields).length));
    // Today the blocking form (7) is larger than an offer of 3 times (its token, note and edit, and 3).
    expect(mostFormFields(3)).toBe(Object.keys(deskForms.block).length);
    expect(mostFormFields(1)).toBe(largest);
  });

  it('grows with the offer’s times: the offer’s fixed fields and one per time', () => {
    const fixed = Object.keys(deskForms.offer).length - 1;
    expect(mostFormFields(9)).toBe(fixed + 9);
  });

  it('names each field as itself, so a view and a route read the same name', () => {
    for (const fields of Object.values(deskForms))
      for (const [key, name] of Object.entries(fields)) expect(name).toBe(key);
  });
});
