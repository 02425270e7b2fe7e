/**
 * Large busy-calendar feeds, as the adversarial probe of issue 45 sent them: for the benchmark
 * (scripts/bench-busy-feeds.ts) and the tests of the feed's caps. Each is valid iCalendar.
 */

const crlf = (lines: string[]) => lines.map((line) => `${line}\r\n`).join('');
const head = crlf(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Harbourline//Large feed//EN']);
const tail = crlf(['END:VCALENDAR']);

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * `events` one-off 30-minute events, one every `spacingMinutes` from `from`, each padded with a
 * SUMMARY so that the whole feed is about `bytes` long (never longer).
 */
export function manyEvents(events: number, bytes: number, from = Date.parse('2024-01-01T09:00:00Z')): string {
  const spacing = 97 * 60_000;
  const bare = (index: number) =>
    crlf([
      'BEGIN:VEVENT',
      `UID:e${index}`,
      `DTSTART:${stamp(from + index * spacing)}`,
      `DTEND:${stamp(from + index * spacing + 30 * 60_000)}`,
      'SUMMARY:',
      'END:VEVENT',
    ]);
  const fixed =
    head.length +
    tail.length +
    Array.from({ length: events }, (_, index) => bare(index).length).reduce((a, b) => a + b, 0);
  const pad = Math.max(0, Math.floor((bytes - fixed) / events));
  let body = '';
  for (let index = 0; index < events; index++) body += bare(index).replace('SUMMARY:', `SUMMARY:${'x'.repeat(pad)}`);
  return head + body + tail;
}

/**
 * `series` weekly recurring 2-minute meetings (Monday, Wednesday, Friday) begun in 2024 and never
 * ending, at times spread over the working day: every one has occurrences in any booking window.
 */
export function recurringSeries(series: number): string {
  let body = '';
  for (let index = 0; index < series; index++) {
    // Three minutes apart, two minutes long: 200 distinct busy times a day, none merging.
    const minutes = 7 * 60 + index * 3;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`;
    body += crlf([
      'BEGIN:VEVENT',
      `UID:s${index}@large.example`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:20240101T${time}Z`,
      'DURATION:PT2M',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR',
      'END:VEVENT',
    ]);
  }
  return head + body + tail;
}

/**
 * Issue 53's probe, feed (a): `series` events, each 2 minutes long and repeating every 2 minutes
 * for ever from `from` (inside any booking window that starts before it). At 350, 41 KB: it ran
 * the service out of heap in 30 s when every occurrence in the window was expanded.
 */
export function twoMinuteSeries(series = 350, from = Date.now()): string {
  let body = '';
  for (let index = 0; index < series; index++)
    body += crlf([
      'BEGIN:VEVENT',
      `UID:t${index}@probe.example`,
      `DTSTART:${stamp(from + index * 60_000)}`,
      'DURATION:PT2M',
      'RRULE:FREQ=MINUTELY;INTERVAL=2',
      'END:VEVENT',
    ]);
  return head + body + tail;
}

/**
 * Issue 53's probe, feed (b): `series` minutely series begun on 1 January 1990 and never ending.
 * At 40,000, 4.3 MB: 700 s of CPU without finishing when each series stepped from 1990.
 */
export function minutelySince1990(series = 40_000): string {
  let body = '';
  for (let index = 0; index < series; index++)
    body += crlf([
      'BEGIN:VEVENT',
      `UID:m${index}@p.example`,
      `DTSTART:19900101T${String(index % 24).padStart(2, '0')}0000Z`,
      'DURATION:PT1M',
      'RRULE:FREQ=MINUTELY',
      'END:VEVENT',
    ]);
  return head + body + tail;
}
