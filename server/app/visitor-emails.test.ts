import type { Email } from '../platform/outbox/email';
import { site } from '../../src/config/site';
import { statutoryParticulars, visitorEmailParticulars } from '../../src/content/legal';
import { features } from './features';

/*
 * Every message kind any feature plug registers, rendered from a sample of each of its payloads:
 * an email that goes anywhere outside the firm (its inbox, its directors at its domain) carries the firm's statutory particulars (a
 * company's business letters, electronic ones included: SI 2015/17, reg. 25). A kind added without
 * a sample (in its feature's server/message-samples.ts) fails, so a new visitor email cannot leave them out unnoticed.
 */

const addresses = { to: 'Enquiries <enquiries@example.com>', from: 'Website <website@example.com>' };

/** Whether an email is the firm's own: to its inbox, or to a director with its inbox in copy. */
const inFirm = ({ to, cc }: Email) => to === addresses.to || cc === addresses.to;

/** Each kind's payloads, every shape its emails take: each feature's own (its plug's `messageSamples`). */
const samples: Record<string, readonly unknown[]> = Object.assign(
  {},
  ...features.map((feature) => feature.messageSamples ?? {}),
);

const kinds = features.flatMap((feature) => Object.entries(feature.messages));
const rendered = kinds.flatMap(([kind, messageKind]) =>
  (samples[kind] ?? []).map((payload, index) => ({
    kind: `${kind} #${index + 1}`,
    payload,
    mail: (messageKind.render as (payload: unknown, a: typeof addresses) => Email)(payload, addresses),
  })),
);

describe('every email a visitor receives carries the statutory particulars', () => {
  it('has a sample of every message kind the features register', () => {
    expect(kinds.map(([kind]) => kind).filter((kind) => !samples[kind])).toEqual([]);
  });

  it('finds the visitors’ emails among them: each sample addressed to a visitor goes to that visitor', () => {
    const addressed = rendered.filter(
      ({ payload }) => typeof payload === 'object' && payload !== null && 'to' in payload,
    );
    expect(addressed.length).toBeGreaterThan(0);
    expect(rendered.filter(({ mail }) => !inFirm(mail)).map(({ kind }) => kind)).toEqual(
      addressed.map(({ kind }) => kind),
    );
    for (const { mail, payload } of addressed)
      expect(typeof mail.to === 'string' ? mail.to : mail.to.address).toBe((payload as { to: unknown }).to);
  });

  it.each(rendered.filter(({ mail }) => !inFirm(mail)))(
    '$kind names the registered company, its part of the UK, number and office',
    ({ mail }) => {
      const text = String(mail.text);
      expect(text).toContain(statutoryParticulars);
      for (const particular of [site.legal.registeredName, site.legal.registeredIn, site.legal.companyNumber])
        expect(text).toContain(particular);
      expect(text).toContain(site.address.postcode);
    },
  );

  it.each(rendered.filter(({ mail }) => !inFirm(mail)))(
    '$kind carries the professional statements and where to complain, as the footer does',
    ({ mail }) => {
      const text = String(mail.text);
      for (const line of visitorEmailParticulars) expect(text).toContain(line);
      expect(text).toContain(site.legal.auditRegistration.reference);
      expect(text).toContain(`${site.url}/complaints`);
    },
  );
});
