import { createHash } from 'node:crypto';
import request from 'supertest';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import { bookingBody, bookingNow } from '../../../../test-kit/booking';
import { bookingServices } from '../../../../test-kit/booking-service';
import { describeEachEngine } from '../../../../test-kit/engines';
import type { TestEnquiries } from '../../../../test-kit/enquiry-service';
import { solveNatively } from '../../../../test-kit/proof';
import { challengePath, leadingZeroBits, proofText, type ProofChallenge } from '../proof-of-work';
import { proofOfWorkRules } from '../rules';
import notBookedPage from '../content/pages/book/not-booked';
import { proofCopy } from './routes/proof';

/**
 * The hold request's proof of work (BOOKING_PROOF_OF_WORK, issue 53): off, nothing changes; on,
 * a hold needs a solved challenge of the service's, live and unused, and a plain form post (no
 * JavaScript) gets the honest "not booked" page. On both engines, on the test's clock.
 */
jest.setTimeout(60_000);

const minute = 60_000;
let now: Date;
beforeEach(() => {
  now = bookingNow;
});
const services = bookingServices(() => now);
const api = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));
const difficulty = 8;
const bits = (text: string) => leadingZeroBits(createHash('sha256').update(text).digest());

describeEachEngine('on %s', (engine) => {
  const start = (proofOfWork: number) => services.start(engine, { proofOfWork });
  const challenge = async (enquiries: TestEnquiries) =>
    (await api(enquiries).get(challengePath).expect(200)).body as ProofChallenge;
  const solved = async (enquiries: TestEnquiries) =>
    solveNatively((await challenge(enquiries)).challenge!, difficulty).proof;
  const hold = (enquiries: TestEnquiries, slot: string, address: string, proof?: string) =>
    api(enquiries)
      .post('/api/bookings')
      .set('x-forwarded-for', address)
      .send({ ...bookingBody(slot, { email: `visitor-${address}@example.com` }), ...(proof ? { proof } : {}) });

  it('asks for nothing while the setting is off: a hold without a proof is held, and health says off', async () => {
    const enquiries = await start(0);
    expect(await challenge(enquiries)).toEqual({ difficulty: 0, challenge: null });
    expect((await api(enquiries).get('/api/bookings/slots').expect(200)).body.proofOfWork).toBe(0);
    await hold(enquiries, '2026-12-01T10:00', '203.0.113.1').expect(201);
    expect((await api(enquiries).get('/api/health')).body.proofOfWork).toEqual({ on: false, difficulty: 0 });
  });

  it('refuses a hold without, with a stale, a reused, a forged or an unsolved proof, and holds a valid one', async () => {
    const enquiries = await start(difficulty);
    expect((await api(enquiries).get('/api/bookings/slots').expect(200)).body.proofOfWork).toBe(difficulty);
    expect((await api(enquiries).get('/api/health')).body.proofOfWork).toEqual({ on: true, difficulty });
    const missing = await hold(enquiries, '2026-12-01T10:00', '203.0.113.1').expect(400);
    expect(missing.body).toEqual({ error: proofCopy.missing, proof: 'missing' });

    // A valid one holds, once: the same proof again (or the same challenge with another answer) is refused.
    const proof = await solved(enquiries);
    await hold(enquiries, '2026-12-01T10:00', '203.0.113.2', proof).expect(201);
    expect((await hold(enquiries, '2026-12-01T11:00', '203.0.114.2', proof).expect(400)).body.proof).toBe('spent');
    const challengeText = proof.slice(0, proof.lastIndexOf(':'));
    let other = Number(proof.slice(proof.lastIndexOf(':') + 1)) + 1;
    while (bits(proofText(challengeText, other)) < difficulty) other++;
    const again = await hold(enquiries, '2026-12-01T11:00', '203.0.115.2', proofText(challengeText, other)).expect(400);
    expect(again.body).toEqual({ error: proofCopy.again, proof: 'spent' });

    // Stale: solved, but sent after its life.
    const late = await solved(enquiries);
    now = new Date(bookingNow.getTime() + (proofOfWorkRules.lifeMinutes + 1) * minute);
    expect((await hold(enquiries, '2026-12-01T12:00', '203.0.116.2', late).expect(400)).body.proof).toBe('stale');
    now = bookingNow;

    // Forged: a challenge of one's own making, or ours with its expiry or difficulty changed.
    const fresh = (await challenge(enquiries)).challenge!;
    const [expires, , nonce, signature] = fresh.split('.');
    for (const forged of [
      `${expires}.${difficulty}.${'A'.repeat(22)}.${signature}`,
      `${Number(expires) + 60 * minute}.${difficulty}.${nonce}.${signature}`,
      `${expires}.1.${nonce}.${signature}`,
      'not a challenge',
    ])
      expect(
        (await hold(enquiries, '2026-12-01T12:00', '203.0.117.2', solveNatively(forged, 1).proof).expect(400)).body
          .proof,
      ).toBe('forged');

    // Unsolved: our challenge with an answer that does not make the zero bits.
    let wrong = 0;
    while (bits(proofText(fresh, wrong)) >= difficulty) wrong++;
    expect(
      (await hold(enquiries, '2026-12-01T12:00', '203.0.118.2', proofText(fresh, wrong)).expect(400)).body.proof,
    ).toBe('unsolved');
    // ... and the same challenge, solved, still holds: a refusal used nothing up.
    await hold(enquiries, '2026-12-01T12:00', '203.0.118.2', solveNatively(fresh, difficulty).proof).expect(201);

    // Housekeeping deletes used challenges once they have expired.
    now = new Date(bookingNow.getTime() + (proofOfWorkRules.lifeMinutes + 1) * minute);
    expect(await enquiries.service.features.booking.proofs.purge()).toBe(2);
  });

  it('holds across two processes on one database: a challenge from one is good at the other, and used once between them', async () => {
    const first = await start(difficulty);
    // A second service on the same database (PostgreSQL: in this process, as another machine would;
    // two SQLite connections in one process would wait on each other, so there the same service).
    const { database } = first.service.config;
    const second =
      database.engine === 'postgres'
        ? await services.start(engine, { proofOfWork: difficulty }, { databaseUrl: database.url })
        : first;
    const proof = await solved(first);
    // Sent to both at once: one holds, the other is told the challenge is spent.
    const answers = await Promise.all([
      hold(first, '2026-12-01T10:00', '203.0.113.3', proof),
      hold(second, '2026-12-01T11:00', '203.0.114.3', proof),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.proof).toBe('spent');
    // And the other way: issued by the second, accepted by the first (one signing key for both).
    await hold(first, '2026-12-01T12:00', '203.0.115.3', await solved(second)).expect(201);
  });

  it('answers a plain form post (no JavaScript) with the "not booked" page: why, and the enquiry form, not the form again', async () => {
    const enquiries = await start(difficulty);
    const { text } = await api(enquiries)
      .post('/api/bookings')
      .type('form')
      .set('x-forwarded-for', '203.0.113.9')
      .send(new URLSearchParams(bookingBody('2026-12-01T10:00') as Record<string, string>).toString())
      .expect(400);
    expect(text).toContain(notBookedPage.checking.lead);
    expect(text).toMatch(new RegExp(`<a href="#booking-again"[^>]*>${notBookedPage.checking.backLink}</a>`));
    expect(text).toContain(proofCopy.plain.replaceAll('"', '&quot;'));
    expect(text).toContain(`<a href="/contact">${notBookedPage.checking.enquire}</a>`);
    expect(text).not.toContain('id="booking-again-heading"');
    expect(await enquiries.service.features.booking.list()).toEqual([]);
  });
});
