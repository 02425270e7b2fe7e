import { enquiryHref, readPrefill } from './prefill';

/** A checker's or an estimate's enquiry: the contact URL carries it, and only a known subject is taken. */
it('round-trips a subject and a message through the contact page’s URL', () => {
  const to = enquiryHref('fintech', 'Line one\nLine two: £100,000 & more');
  expect(to.startsWith('/contact?')).toBe(true);
  expect(readPrefill(to.slice(to.indexOf('?')))).toEqual({
    subject: 'fintech',
    message: 'Line one\nLine two: £100,000 & more',
  });
});

it('ignores a subject the form does not offer, and an empty query', () => {
  expect(readPrefill('?subject=lottery&message=hi')).toEqual({ message: 'hi' });
  expect(readPrefill('')).toEqual({});
});
