import { loadBusyCalendarsConfig, parseBusyFeeds, redactUrl } from './config';

const google = 'https://calendar.google.com/calendar/ical/eleanor%40example.com/private-5f3c9a/basic.ics';

describe('BOOKING_BUSY_CALENDARS', () => {
  it('reads director=url pairs, several per director, and * for everyone', () => {
    expect(
      parseBusyFeeds(
        ` eleanor-hartley=${google}\n  eleanor-hartley=webcal://p01-caldav.icloud.com/x *=http://cal.example/closures.ics `,
      ),
    ).toEqual([
      { director: 'eleanor-hartley', url: google },
      { director: 'eleanor-hartley', url: 'webcal://p01-caldav.icloud.com/x' },
      { director: '*', url: 'http://cal.example/closures.ics' },
    ]);
    expect(parseBusyFeeds('')).toEqual([]);
  });

  it.each([
    ['eleanor-hartley', 'BOOKING_BUSY_CALENDARS entry 1 (?=(not a URL)) is not director=url.'],
    [`Eleanor=${google}`, 'entry 1 (Eleanor=https://calendar.google.com/…): the director must be a team id'],
    ['daniel-okafor=not-a-url', 'entry 1 (daniel-okafor=(not a URL)): the URL is not a URL.'],
    ['daniel-okafor=ftp://example.com/secret/cal.ics', 'entry 1 (daniel-okafor=ftp://example.com/…): the URL must be'],
    [
      `priya-raman=${google} priya-raman=${google}`,
      'entry 2 (priya-raman=https://calendar.google.com/…) is listed twice.',
    ],
  ])('refuses %j, naming the entry but not its secret', (value, message) => {
    expect(() => parseBusyFeeds(value)).toThrow(message);
    expect(() => parseBusyFeeds(value)).not.toThrow(/private-5f3c9a|secret/);
  });

  it('redacts a URL to its scheme and host, dropping user names, paths and queries', () => {
    expect(redactUrl('https://user:pass@outlook.office365.com/owa/calendar/abc/def/calendar.ics?token=1')).toBe(
      'https://outlook.office365.com/…',
    );
  });
});

describe('loadBusyCalendarsConfig', () => {
  it('has defaults, and takes minutes, seconds and bytes from the environment', () => {
    expect(loadBusyCalendarsConfig({})).toMatchObject({
      feeds: [],
      pollMs: 300_000,
      timeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
      horizonDays: 42,
    });
    expect(
      loadBusyCalendarsConfig({
        BOOKING_BUSY_POLL_MINUTES: '2',
        BOOKING_BUSY_TIMEOUT_SECONDS: '3',
        BOOKING_BUSY_MAX_BYTES: '100000',
        BOOKING_BUSY_HORIZON_DAYS: '30',
        BOOKING_BUSY_STALE_MINUTES: '20',
        BOOKING_BUSY_MAX_OCCURRENCES: '100',
      }),
    ).toMatchObject({
      pollMs: 120_000,
      timeoutMs: 3000,
      maxBytes: 100_000,
      horizonDays: 30,
      staleMs: 1_200_000,
      maxOccurrences: 100,
    });
    expect(() => loadBusyCalendarsConfig({ BOOKING_BUSY_POLL_MINUTES: '0.5' })).toThrow(
      'BOOKING_BUSY_POLL_MINUTES must be a whole number of at least 1, not "0.5".',
    );
  });
});
