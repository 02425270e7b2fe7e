import { londonTimeZone } from '../../../../platform/calendar/london-time';

/**
 * Which clock an iCalendar TZID names, and the instant a wall-clock time on that clock is, through
 * `Intl` (Node's own, current time-zone database). Calendars name zones three ways: IANA names
 * (Europe/London, America/New_York: Google, iCloud, Fastmail, Nextcloud), Windows names ("GMT
 * Standard Time": Outlook and Exchange) and IANA names under a vendor's prefix
 * ("/mozilla.org/20050126_1/Europe/London"). A feed's own VTIMEZONE is preferred where it has one
 * (parse-busy.ts); this is for the TZIDs a feed names without defining, and for floating times.
 */

/** A wall-clock reading: month 1 to 12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Outlook's Windows names for the zones a London firm's directors and clients are most likely to
 * use, after CLDR's windowsZones.xml (territory 001). A Windows name not here, with no VTIMEZONE in
 * the feed, is read as London time and noted in the feed's status.
 */
const windowsZones: Record<string, string> = {
  'gmt standard time': 'Europe/London',
  'greenwich standard time': 'Atlantic/Reykjavik',
  utc: 'UTC',
  'coordinated universal time': 'UTC',
  'w. europe standard time': 'Europe/Berlin',
  'romance standard time': 'Europe/Paris',
  'central europe standard time': 'Europe/Budapest',
  'central european standard time': 'Europe/Warsaw',
  'e. europe standard time': 'Europe/Chisinau',
  'fle standard time': 'Europe/Kiev',
  'gtb standard time': 'Europe/Bucharest',
  'turkey standard time': 'Europe/Istanbul',
  'russian standard time': 'Europe/Moscow',
  'israel standard time': 'Asia/Jerusalem',
  'south africa standard time': 'Africa/Johannesburg',
  'morocco standard time': 'Africa/Casablanca',
  'arabian standard time': 'Asia/Dubai',
  'arab standard time': 'Asia/Riyadh',
  'india standard time': 'Asia/Kolkata',
  'singapore standard time': 'Asia/Singapore',
  'china standard time': 'Asia/Shanghai',
  'tokyo standard time': 'Asia/Tokyo',
  'korea standard time': 'Asia/Seoul',
  'w. australia standard time': 'Australia/Perth',
  'aus eastern standard time': 'Australia/Sydney',
  'new zealand standard time': 'Pacific/Auckland',
  'eastern standard time': 'America/New_York',
  'central standard time': 'America/Chicago',
  'mountain standard time': 'America/Denver',
  'us mountain standard time': 'America/Phoenix',
  'pacific standard time': 'America/Los_Angeles',
  'alaskan standard time': 'America/Anchorage',
  'hawaiian standard time': 'Pacific/Honolulu',
  'atlantic standard time': 'America/Halifax',
  'canada central standard time': 'America/Regina',
  'sa pacific standard time': 'America/Bogota',
  'e. south america standard time': 'America/Sao_Paulo',
};

const formats = new Map<string, Intl.DateTimeFormat | null>();

/** Node's formatter for `zone`, or null when Node does not know the zone. */
function formatFor(zone: string): Intl.DateTimeFormat | null {
  let format = formats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      });
    } catch {
      format = null;
    }
    formats.set(zone, format);
  }
  return format;
}

/** The IANA zone a TZID names, or null when it names none Node knows. */
export function ianaZone(tzid: string): string | null {
  const name = tzid.trim();
  if (!name) return null;
  if (formatFor(name)) return name;
  const windows = windowsZones[name.toLowerCase()];
  if (windows) return windows;
  if (name.startsWith('/')) {
    // A vendor's prefix: the IANA name is the last segments ("Europe/London", "America/Argentina/Salta").
    const segments = name.split('/').filter(Boolean);
    for (const count of [2, 3, 1]) {
      const tail = segments.slice(-count).join('/');
      if (segments.length >= count && formatFor(tail)) return tail;
    }
  }
  return null;
}

/** Milliseconds `zone`'s clocks are ahead of UTC at `instant` (London's for a zone Node does not know). */
function offsetMs(instant: number, zone: string): number {
  const format = formatFor(zone) ?? formatFor(londonTimeZone);
  const parts = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of format?.formatToParts(new Date(instant)) ?? [])
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The instant `zone`'s clocks show `wall`. As RFC 5545 (3.3.5) says: a time the clocks skip (01:30
 * on the morning they go forward) is read with the offset before the change, so 01:30 GMT; a time
 * they show twice (01:30 on the morning they go back) is the first of the two.
 */
export function zonedInstant(wall: WallTime, zone: string): number {
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // Offsets either side of the day: a zone changes its clocks at most once in a day.
  const before = offsetMs(local - dayMs, zone);
  const after = offsetMs(local + dayMs, zone);
  const fits = [before, after].map((offset) => local - offset).filter((at) => local - offsetMs(at, zone) === at);
  return fits.length ? Math.min(...fits) : local - before;
}

/** The wall-clock reading of `zone`'s clocks at `instant`. */
export function wallTimeIn(instant: number, zone: string): WallTime {
  const shifted = new Date(instant + offsetMs(instant, zone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}
