import { alarmEmail, fillingFastProblem, type AlarmMessage } from './alarm';
import { proofOfWorkRules } from '../rules';

/** The alarm names the stronger check: which setting, how to switch it on, and whether it is on. */
describe('the diary alarm', () => {
  const addresses = { to: 'enquiries@harbourline.example', from: 'site@harbourline.example' };
  const email = (payload: AlarmMessage) => alarmEmail(payload, addresses).text;
  const at = '2026-11-27T09:00:00.000Z';

  it('says the proof of work is off, and the setting and restart that switch it on', () => {
    const switchOn = `switch it on with BOOKING_PROOF_OF_WORK=${proofOfWorkRules.suggested} in the service's environment and restart it`;
    expect(fillingFastProblem(12, 12, 0)).toContain(switchOn);
    expect(email({ made: 12, alarmPerHour: 12, at, proofOfWork: 0 })).toContain(
      `The proof of work on holds is off: ${switchOn}`,
    );
    // An alarm queued before the setting was named reads as off.
    expect(email({ made: 12, alarmPerHour: 12, at })).toContain('The proof of work on holds is off');
  });

  it('says when it is already on, at how many bits, and to raise it', () => {
    const text = email({ made: 30, alarmPerHour: 12, at, proofOfWork: 20 });
    expect(text).toContain('The proof of work on holds is already on (BOOKING_PROOF_OF_WORK=20)');
    expect(text).toContain("raise it in the service's environment and restart it");
    expect(fillingFastProblem(30, 12, 20)).toContain('already on (BOOKING_PROOF_OF_WORK=20)');
  });
});
