import { checkSafeguardingAudit, safeguardingRule, type FirmType } from './safeguarding-audit';

/**
 * Every branch of the safeguarding audit checker, against the FCA Handbook's SUP 3A as in force
 * from 7 May 2026: SUP 3A.1.1R (who it applies to, and the £100,000 / 53-week exemption),
 * SUP 3A.1.3G (safeguarding institutions outside the chapter), SUP 3A.1.4G (exemption kept under
 * review), and the Electronic Money Regulations 2011, reg. 2(1) (an electronic money institution is
 * an authorised or a small one).
 */
const over = safeguardingRule.thresholdPence + 1;
const at = safeguardingRule.thresholdPence;
const under = safeguardingRule.thresholdPence - 1;

describe('SUP 3A.1.1R(1)(a)(i) and (ii): relevant institutions over £100,000 need an annual audit', () => {
  it.each(['emi', 'smallEmi', 'api'] as FirmType[])(
    '%s that safeguarded £100,000.01 at some time: audit needed',
    (firmType) => {
      expect(checkSafeguardingAudit({ firmType, peakPence: over, atLeast53Weeks: true })).toEqual({
        kind: 'auditNeeded',
      });
      expect(checkSafeguardingAudit({ firmType, peakPence: over, atLeast53Weeks: false }).kind).toBe('auditNeeded');
    },
  );
});

describe('SUP 3A.1.1R(2): exempt at no more than £100,000 for at least 53 weeks', () => {
  it.each(['emi', 'smallEmi', 'api'] as FirmType[])(
    '%s at exactly £100,000, and a penny under, for 53 weeks: exempt',
    (firmType) => {
      for (const peakPence of [at, under, 0]) {
        expect(checkSafeguardingAudit({ firmType, peakPence, atLeast53Weeks: true })).toEqual({
          kind: 'notNeeded',
          reason: 'underThreshold',
        });
      }
    },
  );
  it('under £100,000 but authorised for less than 53 weeks: the period has not run, talk to us', () => {
    expect(checkSafeguardingAudit({ firmType: 'emi', peakPence: under, atLeast53Weeks: false })).toEqual({
      kind: 'talkToUs',
      reason: 'newFirm',
    });
  });
  it('the peak is not known: the exemption cannot be judged, talk to us', () => {
    expect(checkSafeguardingAudit({ firmType: 'api', atLeast53Weeks: true })).toEqual({
      kind: 'talkToUs',
      reason: 'peakUnknown',
    });
  });
});

describe('outside SUP 3A.1.1R(1): no SUP 3A audit, whatever the funds', () => {
  it.each([
    ['smallPi', 'notRelevantInstitution'],
    ['aisp', 'notRelevantInstitution'],
    ['pispOnly', 'pispAispOnly'],
  ] as const)('%s: not needed (%s; SUP 3A.1.3G still expects adequate safeguarding)', (firmType, reason) => {
    expect(checkSafeguardingAudit({ firmType, peakPence: over, atLeast53Weeks: true })).toEqual({
      kind: 'notNeeded',
      reason,
    });
  });
});

it('EMRs 2011 reg. 2(1): a small EMI is an electronic money institution, so SUP 3A.1.1R(1)(a)(ii) covers it', () => {
  expect(checkSafeguardingAudit({ firmType: 'smallEmi', peakPence: over, atLeast53Weeks: false })).toEqual({
    kind: 'auditNeeded',
  });
  expect(checkSafeguardingAudit({ firmType: 'smallEmi', atLeast53Weeks: true })).toEqual({
    kind: 'talkToUs',
    reason: 'peakUnknown',
  });
});
