import { portFromEnv } from './port';

describe('portFromEnv', () => {
  it('reads PORT, or falls back when it is unset', () => {
    expect(portFromEnv(3000, { PORT: '8080' })).toBe(8080);
    expect(portFromEnv(3000, { PORT: '0' })).toBe(0);
    expect(portFromEnv(3001, {})).toBe(3001);
  });

  it.each(['http', '80.5', '-1', '65536'])('refuses PORT=%p, naming it', (value) => {
    expect(() => portFromEnv(3000, { PORT: value })).toThrow(`not "${value}"`);
  });
});
