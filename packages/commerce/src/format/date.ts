/** The time zone dates are shown in unless the caller says otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Karachi';

/**
 * Zones whose offset from UTC has not changed since `since` (ms): their times are worked out with arithmetic.
 * `Intl.DateTimeFormat` with a time zone costs about 18 ms to build (72 ms at Lighthouse's 4x CPU slowdown; it loads
 * the zone's rules), which a page showing one review date paid during its first render. Pakistan last kept daylight
 * saving in 2009 (it ended on 1 November 2009, 00:00 PKST); `format.test.ts` checks the arithmetic against Intl on
 * both sides of that date.
 */
const FIXED_OFFSET_ZONES: Record<string, { offsetMinutes: number; since: number }> = {
  'Asia/Karachi': { offsetMinutes: 5 * 60, since: Date.UTC(2009, 9, 31, 18, 0) },
  UTC: { offsetMinutes: 0, since: Number.NEGATIVE_INFINITY },
};

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of `date` in `timeZone`. */
function partsIn(date: Date, timeZone: string): Parts {
  const fixed = FIXED_OFFSET_ZONES[timeZone];
  if (fixed && date.getTime() >= fixed.since) {
    const local = new Date(date.getTime() + fixed.offsetMinutes * 60_000);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
    };
  }
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Formats a date as 'dd/MM/yyyy hh:mm a' (e.g. '05/03/2024 02:07 PM') in the given IANA time zone, Asia/Karachi by
 * default, so the result never depends on the machine's zone or locale. Returns '' for an invalid date.
 */
export function formatDateTime(value: string | number | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute } = partsIn(date, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? 'AM' : 'PM';
  return `${twoDigits(day)}/${twoDigits(month)}/${year} ${twoDigits(hour12)}:${twoDigits(minute)} ${meridiem}`;
}

/** Formats a date as 'dd/MM/yyyy' in the given time zone (Asia/Karachi by default); '' for an invalid date. */
export function formatDate(value: string | number | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDateTime(value, timeZone).slice(0, 10);
}
