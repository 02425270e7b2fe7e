import { site } from '../config/site';
import { enquiryFields } from './enquiry';
import { privacyPolicyPage as privacyPolicy } from '../app/site-pages';

/**
 * SPEC.md section 5: the enquiry form's subjects are a business constant, word for word. A data
 * protection complaint comes in by the privacy email or as a General Enquiry, and the privacy
 * policy says so (the duty to facilitate complaints, Data Protection Act 2018 s164A).
 */
describe('the enquiry form’s subjects', () => {
  it('are SPEC.md’s five, exactly, in its order', () => {
    expect(enquiryFields.subject.options.map((option) => option.label)).toEqual([
      'Please select',
      'Fintech Accounting',
      'Crypto Accounting',
      'SME Accounting',
      'General Enquiry',
    ]);
    expect(enquiryFields.subject.options[0].value).toBe('');
  });

  it('leave the privacy policy to say how to complain about personal data: by email or as a General Enquiry', () => {
    const complain = privacyPolicy.sections.find((section) => section.heading === 'How to complain');
    const routes = complain?.list?.join(' ') ?? '';
    expect(routes).toContain(site.privacyEmail);
    expect(routes).toContain('choosing “General Enquiry” as the subject');
    expect(routes).toContain(site.phone.display);
  });
});
