import { bookingHref, enquiryHref, readBookingPrefill, readPrefill } from './prefill';

/** A checker's or an estimate's enquiry: the contact URL carries it, and only a known subject is taken. */
it('round-trips a subject and a message through the contact page’s URL', () => {
  const to = enquiryHref('fintech', 'Line one\nLine two: £100,000 & more');
  expect(to.startsWith('/contact#')).toBe(true);
  expect(readPrefill(to.slice(to.indexOf('#')))).toEqual({
    subject: 'fintech',
    message: 'Line one\nLine two: £100,000 & more',
  });
});

it('ignores a subject the form does not offer, and an empty query', () => {
  expect(readPrefill('?subject=lottery&message=hi')).toEqual({ message: 'hi' });
  expect(readPrefill('')).toEqual({});
});

/** A checker's or an estimate's booking: the booking URL carries the topic and the note. */
it('round-trips a topic and a note through the booking page’s URL', () => {
  const to = bookingHref('audit', 'I used your safeguarding audit checker.\nMy answers: an EMI & a PI');
  expect(to.startsWith('/book#')).toBe(true);
  expect(readBookingPrefill(to.slice(to.indexOf('#')))).toEqual({
    topic: 'audit',
    note: 'I used your safeguarding audit checker.\nMy answers: an EMI & a PI',
  });
  expect(readBookingPrefill('')).toEqual({});
});

/** A link emailed before the prefill moved to the fragment still fills the form in; the fragment wins. */
it('reads a query too, the fragment over it', () => {
  expect(readBookingPrefill('', '?topic=vat')).toEqual({ topic: 'vat' });
  expect(readBookingPrefill('#topic=audit&note=Hi', '?topic=vat')).toEqual({ topic: 'audit', note: 'Hi' });
  expect(readPrefill('#message=hi', '?subject=crypto')).toEqual({ subject: 'crypto', message: 'hi' });
});
