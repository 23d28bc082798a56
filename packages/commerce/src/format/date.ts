/** The time zone dates are shown in unless the caller says otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Karachi';

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

/**
 * Formats a date as 'dd/MM/yyyy hh:mm a' (e.g. '05/03/2024 02:07 PM') in the given IANA time zone, Asia/Karachi by
 * default, so the result never depends on the machine's zone or locale. Returns '' for an invalid date.
 */
export function formatDateTime(value: string | number | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  const hour24 = Number(parts.hour) % 24;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const meridiem = hour24 < 12 ? 'AM' : 'PM';
  return `${parts.day}/${parts.month}/${parts.year} ${String(hour12).padStart(2, '0')}:${parts.minute} ${meridiem}`;
}

/** Formats a date as 'dd/MM/yyyy' in the given time zone (Asia/Karachi by default); '' for an invalid date. */
export function formatDate(value: string | number | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDateTime(value, timeZone).slice(0, 10);
}
